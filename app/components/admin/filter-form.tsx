import { Form, Link, useLocation } from "react-router";
import { buttonClass } from "./buttons.tsx";
import { InputField } from "./form-fields.tsx";
import { useAdmin } from "./use-admin.ts";

const layouts = {
  roomy: "grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5",
  // Two columns even on a phone, so a list with many filters keeps its results near.
  compact: "grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-6",
};

/**
 * A list's filters as a GET form: the filters are the URL, so a filtered list can be bookmarked,
 * shared and paged; Clear goes back to the unfiltered list.
 */
export function FilterForm({
  label,
  layout = "roomy",
  children,
}: {
  label: string;
  layout?: keyof typeof layouts;
  children: React.ReactNode;
}) {
  const { t } = useAdmin();
  const { pathname } = useLocation();
  return (
    <Form
      method="get"
      role="search"
      aria-label={label}
      className="flex flex-col gap-4 rounded-lg border border-neutral-200 bg-white p-4"
    >
      <div className={layouts[layout]}>{children}</div>
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

/** A compact filter form's free-text search (`q`), two columns wide. */
export function FilterSearchField({
  label,
  hint,
  defaultValue,
}: {
  label: string;
  hint: string;
  defaultValue: string;
}) {
  return (
    <div className="col-span-2">
      <InputField label={label} hint={hint} type="search" name="q" defaultValue={defaultValue} maxLength={200} />
    </div>
  );
}
