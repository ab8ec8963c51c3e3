import { Outlet, useRouteError } from "react-router";
import { ErrorScreen } from "../../components/layout/error-screen.tsx";
import { SiteFooter } from "../../components/layout/site-footer.tsx";
import { SiteHeader } from "../../components/layout/site-header.tsx";

/** SPEC §2 default layout: header, page, footer. */
export default function DefaultLayout() {
  return (
    <>
      <SiteHeader />
      <Outlet />
      <SiteFooter />
    </>
  );
}

/** Errors inside the shop (404s included) keep the header and footer around them. */
export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <>
      <SiteHeader />
      <ErrorScreen error={error} />
      <SiteFooter />
    </>
  );
}
