import { useRouteError } from "react-router";
import { useStoredUser } from "#app/shop/use-stored-user.ts";
import { useWishlistMergeOnLogin } from "#app/shop/use-wishlist.ts";
import { ToastProvider } from "../ui/toasts.tsx";
import { ErrorScreen } from "./error-screen.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

/** The shop's header and footer around a page; both layouts use it. */
export function ShopShell({ children }: { children: React.ReactNode }) {
  useWishlistMergeOnLogin();
  useStoredUser();
  return (
    <ToastProvider>
      <SiteHeader />
      {children}
      <SiteFooter />
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
