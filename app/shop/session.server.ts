import { redirect } from "react-router";
import type { AppLoadContext } from "react-router";
import { sessionLifetimeSeconds, type SessionCustomer } from "#commerce/modules/accounts/index.ts";
import { readSecretCookie, serializeClearedCookie, serializeSecretCookie } from "#server/secret-cookies.ts";
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

// The root loader and the page's loader both ask who is logged in: one lookup per request serves both.
const customersByRequest = new WeakMap<Request, Promise<SessionCustomer | undefined>>();

/** The logged-in customer, or undefined; looked up once per request. */
export function findCustomer(request: Request, context: AppLoadContext): Promise<SessionCustomer | undefined> {
  let customer = customersByRequest.get(request);
  if (!customer) {
    const token = readSessionToken(request);
    customer = token ? context.commerce.accounts.findSessionCustomer(token) : Promise.resolve(undefined);
    customersByRequest.set(request, customer);
  }
  return customer;
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
