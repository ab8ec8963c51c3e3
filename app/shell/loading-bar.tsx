import { useEffect, useSyncExternalStore } from "react";
import { useNavigation } from "react-router";
import { createLoadingProgress, type LoadingState } from "./loading-progress.ts";

const appErrorEvent = "butik:app-error";
const progress = createLoadingProgress();
const idle: LoadingState = { progress: 0, visible: false, error: false };

/** Tells the loading bar an application error happened (an error page rendered, an uncaught error). */
export function reportAppError(): void {
  window.dispatchEvent(new Event(appErrorEvent));
}

/**
 * SPEC §2/§9: a 3 px bar at the top of the window from the start of a page load to its end, in the
 * error colour after an application error. Decorative: screen readers hear the new page instead.
 */
export function LoadingBar() {
  const navigation = useNavigation();
  const state = useSyncExternalStore(progress.subscribe, progress.getState, () => idle);
  const busy = navigation.state !== "idle";
  useEffect(() => {
    if (busy) progress.start();
    else progress.finish();
  }, [busy]);
  useEffect(() => {
    const fail = () => progress.fail();
    window.addEventListener(appErrorEvent, fail);
    window.addEventListener("unhandledrejection", fail);
    return () => {
      window.removeEventListener(appErrorEvent, fail);
      window.removeEventListener("unhandledrejection", fail);
    };
  }, []);
  return (
    <div
      aria-hidden="true"
      data-testid="loading-bar"
      data-state={state.error ? "error" : state.visible ? "loading" : "idle"}
      className={`pointer-events-none fixed top-0 left-0 z-50 h-[3px] transition-[width,opacity] duration-200 ${state.error ? "bg-red-700" : "bg-brand-600"} ${state.visible ? "opacity-100" : "opacity-0"}`}
      style={{ width: `${state.progress}%` }}
    />
  );
}
