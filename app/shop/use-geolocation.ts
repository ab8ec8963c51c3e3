import { useCallback, useState } from "react";
import type { Coordinates } from "#commerce/modules/stores/index.ts";

export type GeolocationState =
  { status: "idle" | "locating" | "unavailable"; position?: undefined } | { status: "found"; position: Coordinates };

/** The shopper's position, asked for only when they press a 'near me' button. It never leaves the browser. */
export function useGeolocation() {
  const [state, setState] = useState<GeolocationState>({ status: "idle" });
  const locate = useCallback(() => {
    if (!("geolocation" in navigator)) {
      setState({ status: "unavailable" });
      return;
    }
    setState({ status: "locating" });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        setState({ status: "found", position: { latitude: coords.latitude, longitude: coords.longitude } }),
      () => setState({ status: "unavailable" }),
      { maximumAge: 10 * 60_000, timeout: 15_000 },
    );
  }, []);
  return { ...state, locate };
}
