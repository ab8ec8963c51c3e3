import { Outlet, useLoaderData, useRouteError } from "react-router";
import { AdminErrorPage } from "#app/components/admin/admin-error-page.tsx";
import { AdminShell } from "#app/components/admin/admin-shell.tsx";
import type { Route } from "./+types/layout.ts";
import { requireStaffSession, staffContextOf } from "./require-staff.server.ts";

/** The signed-in member and the shop's name, for the shell every back-office page sits in. */
export async function loader({ context }: Route.LoaderArgs) {
  const onAccountPage = staffContextOf(context).pagePath.startsWith("/admin/account");
  const [{ member }, branding] = await Promise.all([
    requireStaffSession(context, { twoFactorSetupPage: onAccountPage }),
    context.commerce.settings.readBranding(),
  ]);
  return {
    member: { id: member.id, name: member.name, email: member.email, role: member.role },
    shopName: branding.shopName,
  };
}

export default function AdminLayout() {
  const { shopName } = useLoaderData<typeof loader>();
  return (
    <AdminShell shopName={shopName}>
      <Outlet />
    </AdminShell>
  );
}

/** A page that failed (403 for a role that may not open it) shows its error inside the shell when the member is known. */
export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <main id="main" className="px-4">
      <AdminErrorPage error={error} />
    </main>
  );
}
