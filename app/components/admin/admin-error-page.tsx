import { isRouteErrorResponse, Link } from "react-router";
import { useEffect } from "react";
import { reportAppError } from "#app/shell/loading-bar.tsx";
import { adminHref } from "./admin-paths.ts";
import { buttonClass } from "./buttons.tsx";
import { useAdmin } from "./use-admin.ts";

/** The back office's error page, in the member's language: 403 (the role may not), 404, or anything else as 500. */
export function AdminErrorPage({ error }: { error: unknown }) {
  const { t } = useAdmin();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const [title, detail] =
    status === 403
      ? [t("shell.error.forbiddenTitle"), t("shell.error.forbidden")]
      : status === 404
        ? [t("shell.error.notFoundTitle"), t("shell.error.notFound")]
        : [t("shell.error.serverTitle"), t("shell.error.server")];
  useEffect(reportAppError, [error]);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4 py-12">
      <title>{`${title} | ${t("shell.backOffice")}`}</title>
      <p className="text-5xl font-bold text-brand-600" aria-hidden="true">
        {status}
      </p>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-neutral-700">{detail}</p>
      <Link to={adminHref("/")} className={buttonClass("primary")}>
        {t("shell.error.backHome")}
      </Link>
    </div>
  );
}
