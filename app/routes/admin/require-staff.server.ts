import { data, redirect, type AppLoadContext } from "react-router";
import { isDomainError } from "#commerce/errors.ts";
import type { StaffSession } from "#commerce/modules/staff/index.ts";
import { hasPermission, type Permission, type StaffActor } from "#commerce/modules/access/index.ts";
import { safeLocalPath } from "#app/http/safe-local-path.ts";
import type { StaffContext } from "#server/staff-context.ts";
import { adminHref } from "#app/components/admin/admin-paths.ts";

/** The request's staff context; only /admin requests have one. */
export function staffContextOf(context: AppLoadContext): StaffContext {
  if (!context.staff) throw new Error("a back-office route was served outside /admin");
  return context.staff;
}

/** A back-office path to send the browser to, or `fallback` for anything else (another site, the storefront). */
export function safeAdminPath(candidate: unknown, fallback = adminHref("/")): string {
  const path = safeLocalPath(candidate, fallback);
  return path === "/admin" || path.startsWith("/admin/") || path.startsWith("/admin?") ? path : fallback;
}

/** Where to come back to after signing in: the page the `returnTo` query names, when it is the back office's. */
export function returnPathOf(request: Request): string {
  return safeAdminPath(new URL(request.url).searchParams.get("returnTo"));
}

/**
 * The signed-in session, or a redirect: to the sign-in page (coming back here after) when signed
 * out, to the code step while the second factor is still to come, and to setting up two-factor
 * sign-in when the shop requires it of this owner (unless this page is where that is done).
 */
export async function requireStaffSession(
  context: AppLoadContext,
  { twoFactorSetupPage = false } = {},
): Promise<StaffSession> {
  const staff = staffContextOf(context);
  const session = await staff.session();
  const comeBack = `?returnTo=${encodeURIComponent(staff.pagePath)}`;
  if (!session) throw redirect(adminHref(`/login${comeBack}`));
  if (session.pending === "second_factor") throw redirect(adminHref(`/login/two-factor${comeBack}`));
  if (session.pending === "two_factor_setup" && !twoFactorSetupPage) throw redirect(adminHref("/account"));
  return session;
}

/** The signed-in staff member every back-office use case takes as its actor (see requireStaffSession for the redirects). */
export async function requireStaff(context: AppLoadContext): Promise<StaffActor> {
  return (await requireStaffSession(context)).actor;
}

/** A 403 page (or data request) for a member whose role does not allow something. */
export function forbidden(): never {
  throw data({ status: 403 }, { status: 403 });
}

/** The member, refused with 403 unless their role has `permission`: for a page only some roles may open. */
export async function requireStaffPermission(context: AppLoadContext, permission: Permission): Promise<StaffActor> {
  const actor = await requireStaff(context);
  if (!hasPermission(actor, permission)) forbidden();
  return actor;
}

/**
 * Runs a loader's or action's work for the signed-in member. The engine refuses what the role does
 * not allow with a `forbidden` DomainError, which answers 403 here (a page and a data request alike),
 * and an unknown subject 404; anything else is thrown on.
 */
export async function asStaff<T>(context: AppLoadContext, work: (actor: StaffActor) => Promise<T>): Promise<T> {
  const actor = await requireStaff(context);
  try {
    return await work(actor);
  } catch (error) {
    throw staffErrorResponse(error);
  }
}

/**
 * Input the engine refuses in a loader or a non-form action (a hand-edited bookmark's query, a
 * broken preview post) is a bad request (400), not a broken page.
 */
export function refuseBadRequest(error: unknown): never {
  throw isDomainError(error) && error.kind === "invalid" ? data({ status: 400 }, { status: 400 }) : error;
}

/** A forbidden or not-found DomainError as the 403 or 404 the admin error page shows; any other error as it is. */
export function staffErrorResponse(error: unknown): unknown {
  if (isDomainError(error) && error.kind === "forbidden" && error.code === "staff_forbidden")
    return data({ status: 403 }, { status: 403 });
  if (isDomainError(error) && error.kind === "not_found") return data({ status: 404 }, { status: 404 });
  return error;
}
