import { redirect } from "react-router";
import { sessionLifetimeSeconds, type SessionCustomer } from "#commerce/modules/accounts/index.ts";
import { serializeClearedCookie, serializeSecretCookie } from "#server/secret-cookies.ts";
import type { Shopper } from "#server/shopper.ts";
import { localizePath } from "../i18n/locale-routing.ts";

/** The session cookie, renewed at every login. */
export function serializeSessionCookie(request: Request, token: string): string {
  return serializeSecretCookie(request, "session", token, sessionLifetimeSeconds);
}

export function serializeEndedSessionCookie(request: Request): string {
  return serializeClearedCookie(request, "session");
}

/**
 * SPEC §2: account pages send a visitor without a session to the localized /login, which brings
 * them back to this page afterwards.
 */
export async function requireCustomer(request: Request, shopper: Shopper): Promise<SessionCustomer> {
  const customer = await shopper.customer();
  if (customer) return customer;
  const url = new URL(request.url);
  const login = localizePath("/login", shopper.locale);
  throw redirect(`${login}?${new URLSearchParams({ returnTo: url.pathname + url.search })}`);
}
