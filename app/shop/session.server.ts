import { redirect } from "react-router";
import type { AppLoadContext } from "react-router";
import { sessionLifetimeSeconds, type SessionCustomer } from "../../commerce/modules/accounts/index.ts";
import { readSecretCookie, serializeClearedCookie, serializeSecretCookie } from "../http/secret-cookies.ts";
import { localeOfPath, localizePath } from "../i18n/locale-routing.ts";

export function readSessionToken(request: Request): string | undefined {
  return readSecretCookie(request, "session");
}

/** The session cookie, renewed at every login. */
export function serializeSessionCookie(request: Request, token: string): string {
  return serializeSecretCookie(request, "session", token, sessionLifetimeSeconds);
}

export function serializeEndedSessionCookie(request: Request): string {
  return serializeClearedCookie(request, "session");
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
