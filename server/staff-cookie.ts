import { readCookie } from "#app/http/cookies.ts";
import { staffSessionMaxSeconds } from "#commerce/modules/staff/index.ts";

/**
 * The back office's session cookie. Path=/admin: the browser sends it to the back office only, so
 * no storefront page or /api call ever carries it (ADR 0016); SameSite=Strict: no other site's link
 * or form arrives signed in; HttpOnly: no script reads it.
 */
export const staffCookieName = "butik_staff";

/** Where the back office lives; every page and endpoint of it is under this path. */
export const adminPath = "/admin";

/** Whether a path is the back office's: /admin, /admin/..., or a data request for /admin (`/admin.data`). */
export function isAdminPath(pathname: string): boolean {
  return pathname === adminPath || pathname.startsWith(`${adminPath}/`) || pathname === `${adminPath}.data`;
}

/**
 * Whether a path would be the back office's but for its letter case (/ADMIN/login). React Router
 * matches such a path to the admin pages while the cookie's Path and the /admin mounts do not, so
 * it must never reach React Router.
 */
export function isMiscasedAdminPath(pathname: string): boolean {
  return !isAdminPath(pathname) && isAdminPath(pathname.toLowerCase());
}

export function readStaffSessionToken(request: Request): string | undefined {
  return readCookie(request.headers.get("cookie"), staffCookieName);
}

/** The cookie lasts as long as a session may; the server ends an idle session sooner (it slides on use). */
export function serializeStaffCookie(token: string, secure: boolean): string {
  return `${staffCookieName}=${encodeURIComponent(token)}; Path=${adminPath}; Max-Age=${staffSessionMaxSeconds}; HttpOnly; SameSite=Strict${secure ? "; Secure" : ""}`;
}

export function serializeClearedStaffCookie(secure: boolean): string {
  return `${staffCookieName}=; Path=${adminPath}; Max-Age=0; HttpOnly; SameSite=Strict${secure ? "; Secure" : ""}`;
}
