import { redirect } from "react-router";
import { isShopLocale } from "#commerce/locale.ts";
import type { Route } from "./+types/language.ts";
import { asStaff, safeAdminPath } from "../require-staff.server.ts";

/** The shell's language switch: saves the member's own language and shows the same page in it. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const locale = form.get("locale");
  if (!isShopLocale(locale)) throw new Response("locale: must be sv-SE or en-GB", { status: 400 });
  await asStaff(context, (actor) => context.commerce.staff.setOwnLocale(actor, locale));
  return redirect(safeAdminPath(form.get("returnTo")));
}
