import { useAdmin } from "./use-admin.ts";

/** A page's heading (its one h1) and the document title, with room for a line of help and actions. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: string | undefined;
  actions?: React.ReactNode;
}) {
  const { t } = useAdmin();
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <title>{`${title} | ${t("shell.backOffice")}`}</title>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{title}</h1>
        {description ? <p className="max-w-prose text-sm text-neutral-600">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}
