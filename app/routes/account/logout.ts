import { redirect } from "react-router";
import type { Route } from "./+types/logout.ts";
import { safeLocalPath } from "#app/http/safe-local-path.ts";
import { serializeEndedSessionCookie } from "#app/shop/session.server.ts";

/** Ends the session (POST only: a link or prefetch can never log anyone out) and goes home. */
export async function action({ request, context }: Route.ActionArgs) {
  const token = context.shopper.sessionToken;
  if (token) await context.commerce.accounts.logOut(token);
  const returnTo = safeLocalPath((await request.formData()).get("returnTo"));
  return redirect(returnTo, { headers: { "Set-Cookie": serializeEndedSessionCookie(request) } });
}
