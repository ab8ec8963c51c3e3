import { secretCookies } from "./secret-cookies.ts";
import { isAdminPath } from "./staff-cookie.ts";

/**
 * How long a shared cache (a CDN) keeps a public page fresh, and how long after that it may still
 * answer with its copy while it fetches a new one (ADR 0026). Browsers keep none (max-age=0): a
 * shopper who changes currency or logs in never meets their own stale copy.
 */
export const publicPageCacheControl = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

/** A page that may be public but is not this time (a secret cookie, an error, a redirect): the browser asks again. */
const privatePageCacheControl = "private, no-cache";

/** A personal page (bag, checkout, account, login), or any answer to a form: kept by nobody. */
const personalPageCacheControl = "private, no-store";

/**
 * Storefront paths (without the locale prefix and a data request's `.data`) whose pages are about
 * the shopper whoever asks: never public. Every other storefront path is the home page, a category,
 * a product, the search, the store finder or a content page (the catch-all), which carry nothing of
 * the shopper's own (app/root.tsx, ADR 0026). server/page-caching.test.ts checks this against every
 * route in app/routes.ts, so a new route must be placed on one side or the other.
 */
const personalPagePath = /^\/(?:login|newsletter|bag|wishlist|checkout|account|preferences|shopper-status)(?:\/|$)/;

/** The page a request is for: its path without `.data` (a client navigation's data request) and the locale prefix. */
export function pagePathOf(pathname: string): string {
  const page = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
  if (page === "/en-GB") return "/";
  return page.startsWith("/en-GB/") ? page.slice("/en-GB".length) : page;
}

/** Whether a storefront path may be answered publicly (to a shopper carrying no secret cookie). */
export function isPublicPagePath(pathname: string): boolean {
  return !isAdminPath(pathname) && !personalPagePath.test(pagePathOf(pathname));
}

const secretCookiePattern = new RegExp(`(?:^|;)\\s*(?:${Object.values(secretCookies).join("|")})\\s*=`);

/**
 * Whether a request carries a session, a basket or a guest's order cookie: then nothing it gets is
 * public. Any such cookie counts, even an empty or undecodable one.
 */
export function carriesSecretCookie(request: Request): boolean {
  return secretCookiePattern.test(request.headers.get("cookie") ?? "");
}

/**
 * What a page request changes a public page by besides its URL: the encoding, the currency cookie
 * (Cookie), and for the sv-SE home page (`/`, and its data request), which sends a shopper to their
 * language's home by the locale cookie or Accept-Language, that too.
 */
export function publicPageVary(pathname: string): string {
  const redirectsByLanguage = pathname === "/" || pathname === "/_root.data";
  return redirectsByLanguage ? "Accept-Encoding, Cookie, Accept-Language" : "Accept-Encoding, Cookie";
}

/** Whether a request may be answered with a public page, before it is rendered (the in-process cache asks). */
export function mayBePublic(request: Request, pathname: string): boolean {
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    isPublicPagePath(pathname) &&
    !carriesSecretCookie(request)
  );
}

/**
 * The caching headers for a storefront page's answer (one place for every page, and for the data
 * requests of client navigations, which are the same page's loaders). Public only for GET or HEAD
 * of a public page path, with no secret cookie, answered 200 with no cookie set and no Cache-Control
 * of the page's own; everything else is private.
 */
export function pageCachingHeaders(
  request: Request,
  pathname: string,
  answer: Response,
): { cacheControl: string; vary?: string } {
  const ownCacheControl = answer.headers.get("Cache-Control");
  const readOnly = request.method === "GET" || request.method === "HEAD";
  if (!readOnly || !isPublicPagePath(pathname)) return { cacheControl: ownCacheControl ?? personalPageCacheControl };
  if (carriesSecretCookie(request) || answer.status !== 200 || answer.headers.has("Set-Cookie") || ownCacheControl)
    return { cacheControl: ownCacheControl ?? privatePageCacheControl };
  return { cacheControl: publicPageCacheControl, vary: publicPageVary(pathname) };
}
