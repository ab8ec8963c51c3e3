import { redirect } from "react-router";
import { adminHref } from "#app/components/admin/admin-paths.ts";
import type { Route } from "./+types/logout.ts";
import { staffContextOf } from "./require-staff.server.ts";

/** Signing out is a POST (a link could be followed by anything): the session ends and the cookie goes. */
export async function action({ context }: Route.ActionArgs) {
  const staff = staffContextOf(context);
  if (staff.sessionToken) await context.commerce.staff.signOut(staff.sessionToken);
  staff.forgetSession();
  return redirect(adminHref("/login?done=signed-out"));
}

export async function loader() {
  return redirect(adminHref("/login"));
}
