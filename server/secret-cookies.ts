import { readCookie } from "#app/http/cookies.ts";

/** Cookies that hold a secret (a session, a basket, a guest's order): never readable by scripts. */
export const secretCookies = {
  session: "butik_session",
  basket: "butik_basket",
  /** A guest's key to the order they just placed. */
  order: "butik_order",
} as const;
export type SecretCookie = keyof typeof secretCookies;

/** A basket lives 90 days in the browser (and in the database across restarts); a guest's order link 30. */
export const secretCookieSeconds = { basket: 90 * 24 * 60 * 60, order: 30 * 24 * 60 * 60 } as const;

const isHttps = (request: Request) =>
  new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";

export function readSecretCookie(request: Request, cookie: SecretCookie): string | undefined {
  return readCookie(request.headers.get("cookie"), secretCookies[cookie]);
}

/** HttpOnly so scripts never see the value, SameSite=Lax against cross-site posts, Secure over HTTPS. */
export function serializeSecretCookie(
  request: Request,
  cookie: SecretCookie,
  value: string,
  maxAgeSeconds: number,
): string {
  return `${secretCookies[cookie]}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${isHttps(request) ? "; Secure" : ""}`;
}

export function serializeClearedCookie(request: Request, cookie: SecretCookie): string {
  return serializeSecretCookie(request, cookie, "", 0);
}
