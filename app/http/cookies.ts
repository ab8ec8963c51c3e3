/**
 * Reads one cookie from a Cookie header. A value that is not valid percent-encoding was never set
 * by us: it counts as absent, so one bad cookie cannot break every page for that browser.
 */
export function readCookie(cookieHeader: string | null, name: string): string | undefined {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join("="));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** A Set-Cookie value for a preference cookie (readable by scripts is fine: it holds no secret). */
export function serializePreferenceCookie(name: string, value: string, maxAgeSeconds: number): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax`;
}
