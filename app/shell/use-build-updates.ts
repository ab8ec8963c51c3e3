import { useEffect, useRef } from "react";
import { createPath, useNavigation } from "react-router";

/** SPEC §9: the latest build id is checked every hour, the first time a second after the page loads. */
const checkEveryMs = 60 * 60 * 1000;
const firstCheckAfterMs = 1000;

declare global {
  interface Window {
    __reactRouterManifest?: { version: string };
  }
}

interface BuildInfo {
  id: string;
  timestamp: number;
}

async function fetchJson<T>(path: string): Promise<T | undefined> {
  const response = await fetch(path, { cache: "no-store" }).catch(() => undefined);
  return response?.ok ? ((await response.json()) as T) : undefined;
}

/** A newer build is out when the server names another id and can describe that build. */
async function isNewerBuildOut(currentId: string): Promise<boolean> {
  const latest = await fetchJson<BuildInfo>(`/builds/latest.json?t=${Date.now()}`);
  if (!latest || latest.id === currentId) return false;
  return (await fetchJson<BuildInfo>(`/builds/meta/${encodeURIComponent(latest.id)}.json`))?.id === latest.id;
}

/** A very slow or data-saving connection skips the check: a stale page beats a slower shop. */
const connectionIsVerySlow = () => {
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } })
    .connection;
  return connection?.saveData === true || connection?.effectiveType === "slow-2g";
};

/**
 * Build updates: once a new build is out, the next navigation loads the target page in full, so
 * the shopper gets the new code and never a mix of old and new chunks.
 */
export function useBuildUpdates(): void {
  const outdated = useRef(false);
  const navigation = useNavigation();
  useEffect(() => {
    const currentId = window.__reactRouterManifest?.version;
    if (!currentId || connectionIsVerySlow()) return;
    const check = () => void isNewerBuildOut(currentId).then((newer) => (outdated.current ||= newer));
    const first = window.setTimeout(check, firstCheckAfterMs);
    const hourly = window.setInterval(check, checkEveryMs);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(hourly);
    };
  }, []);
  useEffect(() => {
    if (outdated.current && navigation.state === "loading" && navigation.location)
      window.location.assign(createPath(navigation.location));
  }, [navigation.state, navigation.location]);
}
