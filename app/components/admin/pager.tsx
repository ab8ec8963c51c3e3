import { Link, useLocation } from "react-router";
import type { AdminMessageKey } from "#app/i18n/admin/index.ts";
import { buttonClass } from "./buttons.tsx";
import { useAdmin } from "./use-admin.ts";

/**
 * Newer/older links for a list paged by a key (never by offset): each link is the current URL with
 * its filters kept and the one paging parameter changed. A missing side is left out. A list not
 * in time order names its links otherwise (`labels`: Previous/Next).
 */
export function Pager({
  newer,
  older,
  labels = { newer: "shell.newer", older: "shell.older" },
}: {
  newer?: Record<string, string> | null;
  older?: Record<string, string> | null;
  labels?: { newer: AdminMessageKey; older: AdminMessageKey };
}) {
  const { t } = useAdmin();
  const { pathname, search } = useLocation();
  const hrefWith = (paging: Record<string, string>) => {
    const params = new URLSearchParams(search);
    for (const key of ["before", "after"]) params.delete(key);
    for (const [key, value] of Object.entries(paging)) params.set(key, value);
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  if (!newer && !older) return null;
  return (
    <nav aria-label={t("shell.paging")} className="flex justify-between gap-2">
      {newer ? (
        <Link to={hrefWith(newer)} className={buttonClass("secondary", "sm")} rel="prev">
          ← {t(labels.newer)}
        </Link>
      ) : (
        <span />
      )}
      {older ? (
        <Link to={hrefWith(older)} className={buttonClass("secondary", "sm")} rel="next">
          {t(labels.older)} →
        </Link>
      ) : null}
    </nav>
  );
}
