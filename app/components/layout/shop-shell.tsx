import { useRouteError } from "react-router";
import { useLoadShopperStatus } from "#app/shop/use-shopper-status.ts";
import { useStoredUser } from "#app/shop/use-stored-user.ts";
import { useWishlistMergeOnLogin } from "#app/shop/use-wishlist.ts";
import { MiniBagProvider } from "../bag/mini-bag.tsx";
import { ToastProvider } from "../ui/toasts.tsx";
import { ErrorScreen } from "./error-screen.tsx";
import { PageNoticeBanner } from "./page-notice-banner.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

/**
 * The shop's header and footer around a page; both layouts use it. The mini-bag is the shell's, so
 * the header's bag and every add to bag open the same one.
 */
export function ShopShell({ children }: { children: React.ReactNode }) {
  useLoadShopperStatus();
  useWishlistMergeOnLogin();
  useStoredUser();
  return (
    <ToastProvider>
      <MiniBagProvider>
        <SiteHeader />
        <PageNoticeBanner />
        {children}
        <SiteFooter />
      </MiniBagProvider>
    </ToastProvider>
  );
}

/** Errors inside the shop (404s included) keep the header and footer around them. */
export function ShopShellErrorBoundary() {
  const error = useRouteError();
  return (
    <ShopShell>
      <ErrorScreen error={error} />
    </ShopShell>
  );
}
