import { Outlet } from "react-router";
import { ShopShell, ShopShellErrorBoundary } from "#app/components/layout/shop-shell.tsx";
import { fontPreloadLinks } from "#app/shell/font-preload.ts";

/** SPEC §2 default layout: header, page, footer. */
export default function DefaultLayout() {
  return (
    <ShopShell>
      <Outlet />
    </ShopShell>
  );
}

export const links = () => fontPreloadLinks;

export const ErrorBoundary = ShopShellErrorBoundary;
