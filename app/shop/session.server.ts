import { redirect } from "react-router";
import type { AppLoadContext } from "react-router";
import { sessionLifetimeSeconds, type SessionCustomer } from "../../commerce/modules/accounts/index.ts";
import { readCookie } from "../http/cookies.ts";
import { localeOfPath, localizePath } from "../i18n/locale-routing.ts";

const sessionCookieName = "butik_session";

const isHttps = (request: Request) => new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";

export function readSessionToken(request: Request): string | undefined {
  return readCookie(request.headers.get("cookie"), sessionCookieName);
}

/** The session cookie: HttpOnly so scripts never see the token, SameSite=Lax against cross-site posts. */
export function serializeSessionCookie(request: Request, token: string): string {
  return `${sessionCookieName}=${token}; Path=/; Max-Age=${sessionLifetimeSeconds}; HttpOnly; SameSite=Lax${isHttps(request) ? "; Secure" : ""}`;
}

export function serializeEndedSessionCookie(request: Request): string {
  return `${sessionCookieName}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${isHttps(request) ? "; Secure" : ""}`;
}

/** The logged-in customer, or undefined. */
export async function findCustomer(request: Request, context: AppLoadContext): Promise<SessionCustomer | undefined> {
  const token = readSessionToken(request);
  return token ? context.commerce.accounts.findSessionCustomer(token) : undefined;
}

/**
 * SPEC §2: account pages send a visitor without a session to the localized /login, which brings
 * them back to this page afterwards.
 */
export async function requireCustomer(request: Request, context: AppLoadContext): Promise<SessionCustomer> {
  const customer = await findCustomer(request, context);
  if (customer) return customer;
  const url = new URL(request.url);
  const login = localizePath("/login", localeOfPath(url.pathname));
  throw redirect(`${login}?${new URLSearchParams({ returnTo: url.pathname + url.search })}`);
}
