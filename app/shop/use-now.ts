import { useEffect, useState } from "react";

/**
 * The current time, starting from the instant the server rendered (so the first client render
 * matches it) and then ticking every `everyMs`.
 */
export function useNow(renderedAt: number, everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date(renderedAt));
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
