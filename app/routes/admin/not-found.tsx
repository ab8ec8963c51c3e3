import { data } from "react-router";
import type { Route } from "./+types/not-found.ts";
import { requireStaff } from "./require-staff.server.ts";

/** Any other /admin address: the admin 404 page for a signed-in member, the sign-in page for anyone else. */
export async function loader({ context }: Route.LoaderArgs) {
  await requireStaff(context);
  throw data({ status: 404 }, { status: 404 });
}

export default function AdminNotFound() {
  return null;
}
