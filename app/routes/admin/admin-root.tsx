import { Outlet, useRouteError } from "react-router";
import { AdminErrorPage } from "#app/components/admin/admin-error-page.tsx";
import type { Route } from "./+types/admin-root.ts";
import { staffContextOf } from "./require-staff.server.ts";
import { shopTimeZone } from "./shop-days.server.ts";

/**
 * Every back-office page's language (the member's own, or on the sign-in pages the shop's locale
 * cookie or the browser's) and the time zone its dates are shown in.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return { locale: await staffContextOf(context).locale(), timeZone: shopTimeZone };
}

export default function AdminRoot() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return (
    <main id="main" className="px-4">
      <AdminErrorPage error={useRouteError()} />
    </main>
  );
}
