import { detectPreferredLocale } from "#app/i18n/locale-routing.ts";
import type { Commerce } from "#commerce/commerce.ts";
import { defaultShopLocale, type ShopLocale } from "#commerce/locale.ts";
import type { StaffSession } from "#commerce/modules/staff/index.ts";
import { readStaffSessionToken, serializeClearedStaffCookie, serializeStaffCookie } from "./staff-cookie.ts";

/**
 * Who is working in the back office, built once per /admin request from its staff cookie (as the
 * shopper is for the storefront, ADR 0013): the session is read at most once, when first asked for.
 */
export interface StaffContext {
  /** The staff cookie's token, if any (its session may have ended). */
  readonly sessionToken: string | undefined;
  /** The page this request is for (a data request's suffix taken off), to come back to after signing in. */
  readonly pagePath: string;
  /** The signed-in session and what it still must do, or undefined when signed out. */
  session(): Promise<StaffSession | undefined>;
  /** The back office's language: the member's own, else (signed out) the shop's locale cookie or the browser's. */
  locale(): Promise<ShopLocale>;
  /** Signs the browser in with a new session's token (sets the cookie on the answer). */
  keepSession(sessionToken: string): void;
  /** Forgets the session in the browser (clears the cookie). */
  forgetSession(): void;
}

export interface StaffContextOptions {
  /** The shop is served over https (PUBLIC_URL or this request), so the cookie is Secure. */
  secure: boolean;
  /** How a cookie reaches the answer. */
  setCookie: (cookie: string) => void;
}

export function createStaffContext(request: Request, commerce: Commerce, options: StaffContextOptions): StaffContext {
  const sessionToken = readStaffSessionToken(request);
  let session: Promise<StaffSession | undefined> | undefined;
  const readSession = () =>
    (session ??= sessionToken ? commerce.staff.findSession(sessionToken) : Promise.resolve(undefined));
  return {
    sessionToken,
    pagePath: pagePathOf(request),
    session: readSession,
    async locale() {
      return (await readSession())?.member.locale ?? detectPreferredLocale(request) ?? defaultShopLocale;
    },
    keepSession: (token) => options.setCookie(serializeStaffCookie(token, options.secure)),
    forgetSession: () => options.setCookie(serializeClearedStaffCookie(options.secure)),
  };
}

/** A client navigation asks for /admin/staff.data (or /admin/_.data for /admin/) with React Router's own query. */
function pagePathOf(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  const pathname = url.pathname.replace(/\/_\.data$/, "/").replace(/\.data$/, "");
  return `${pathname}${url.search}`;
}
