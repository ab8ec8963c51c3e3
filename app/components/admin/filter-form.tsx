import { Form, Link, useLocation } from "react-router";
import { buttonClass } from "./buttons.tsx";
import { useAdmin } from "./use-admin.ts";

/**
 * A list's filters as a GET form: the filters are the URL, so a filtered list can be bookmarked,
 * shared and paged; Clear goes back to the unfiltered list.
 */
export function FilterForm({ label, children }: { label: string; children: React.ReactNode }) {
  const { t } = useAdmin();
  const { pathname } = useLocation();
  return (
    <Form
      method="get"
      role="search"
      aria-label={label}
      className="flex flex-col gap-4 rounded-lg border border-neutral-200 bg-white p-4"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">{children}</div>
      <div className="flex gap-2">
        <button type="submit" className={buttonClass("primary", "sm")}>
          {t("shell.apply")}
        </button>
        <Link to={pathname} className={buttonClass("secondary", "sm")}>
          {t("shell.clear")}
        </Link>
      </div>
    </Form>
  );
}
