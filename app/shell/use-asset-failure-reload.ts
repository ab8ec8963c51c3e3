import { useEffect, useRef } from "react";
import { createPath, useNavigation } from "react-router";
import { claimReload } from "./reload-guard.ts";

const isAssetElement = (target: EventTarget | null) =>
  (target instanceof HTMLLinkElement && /\b(stylesheet|modulepreload)\b/.test(target.rel)) ||
  target instanceof HTMLScriptElement;

/**
 * SPEC §4: when a chunk or stylesheet fails to load (typically a deploy removed it), the page the
 * shopper was going to is loaded in full once; the guard stops a loop when the failure persists.
 */
export function useAssetFailureReload(): void {
  const navigation = useNavigation();
  const target = useRef<string | undefined>(undefined);
  useEffect(() => {
    target.current = navigation.location ? createPath(navigation.location) : undefined;
  }, [navigation.location]);
  useEffect(() => {
    const reloadTarget = (event: Event) => {
      const path = target.current ?? window.location.pathname + window.location.search;
      if (!claimReload(path, window.sessionStorage)) return;
      event.preventDefault();
      window.location.assign(path);
    };
    const onResourceError = (event: Event) => {
      if (isAssetElement(event.target)) reloadTarget(event);
    };
    window.addEventListener("vite:preloadError", reloadTarget);
    // Resource load errors do not bubble; only a capturing listener on window sees them.
    window.addEventListener("error", onResourceError, true);
    return () => {
      window.removeEventListener("vite:preloadError", reloadTarget);
      window.removeEventListener("error", onResourceError, true);
    };
  }, []);
}
