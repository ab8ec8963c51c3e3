import { useEffect } from "react";
import { isRouteErrorResponse, Link, useRouteLoaderData } from "react-router";
import { localizePath } from "#app/i18n/locale-routing.ts";
import { createTranslator, resolveMessages } from "#app/i18n/translate.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { reportAppError } from "#app/shell/loading-bar.tsx";

/**
 * SPEC §2 error page: 404 shows 'Page Not Found' with the not-found message; anything else shows
 * 'Internal Server Error' or the status message the error carries.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const shop = useRouteLoaderData<typeof rootLoader>("root");
  const locale = shop?.locale ?? "sv-SE";
  const t = createTranslator(resolveMessages(locale), locale);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = notFound
    ? t("error.notFoundTitle")
    : isRouteErrorResponse(error) && error.statusText
      ? error.statusText
      : t("error.serverTitle");
  const detail = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : undefined;
  useEffect(reportAppError, [error]);
  return (
    <main id="main" className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-600" aria-hidden="true">
        {status}
      </p>
      <h1 className="text-3xl font-semibold">{title}</h1>
      {detail ? <p className="text-neutral-600">{detail}</p> : null}
      <title>{`${title} | ${t("meta.titleSuffix")}`}</title>
      <Link
        to={localizePath("/", locale)}
        className="rounded-full bg-brand-600 px-5 py-2 font-medium text-white hover:bg-brand-700"
      >
        {t("error.backHome")}
      </Link>
    </main>
  );
}
