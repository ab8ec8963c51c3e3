import { Outlet } from "react-router";
import { ShopShell, ShopShellErrorBoundary } from "#app/components/layout/shop-shell.tsx";

/** SPEC §2 default layout: header, page, footer. */
export default function DefaultLayout() {
  return (
    <ShopShell>
      <Outlet />
    </ShopShell>
  );
}

export const ErrorBoundary = ShopShellErrorBoundary;
