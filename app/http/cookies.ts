/** Reads one cookie from a Cookie header. */
export function readCookie(cookieHeader: string | null, name: string): string | undefined {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return undefined;
}

/** A Set-Cookie value for a preference cookie (readable by scripts is fine: it holds no secret). */
export function serializePreferenceCookie(name: string, value: string, maxAgeSeconds: number): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax`;
}

/**
 * A same-site path to send the shopper back to; anything else (another host, "//evil",
 * "javascript:") becomes the fallback, so a redirect never leaves the shop.
 */
export function safeReturnPath(candidate: unknown, fallback = "/"): string {
  if (typeof candidate !== "string" || !candidate.startsWith("/") || candidate.startsWith("//") || candidate.includes("\\")) return fallback;
  return candidate;
}
