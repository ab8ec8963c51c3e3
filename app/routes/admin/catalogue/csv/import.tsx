import { useActionData } from "react-router";
import { adminHref } from "#app/components/admin/admin-paths.ts";
import { buttonClass, ButtonLink } from "#app/components/admin/buttons.tsx";
import { Panel } from "#app/components/admin/form-notice.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { ProductCsvImportForm } from "#app/components/admin/product-csv/product-csv-import-form.tsx";
import { ProductCsvProblems } from "#app/components/admin/product-csv/product-csv-problems.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { Route } from "./+types/import.ts";
import { requireStaffPermission } from "../../require-staff.server.ts";
import { productCsvAction, type ProductCsvOutcome } from "./product-csv.server.ts";

/** Only the roles that may change the catalogue see the page (the engine refuses the others again). */
export async function loader({ context }: Route.LoaderArgs) {
  await requireStaffPermission(context, "catalogue.manage");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  return productCsvAction(request, context);
}

export default function ProductCsvPage() {
  const outcome = useActionData<typeof action>() as ProductCsvOutcome | undefined;
  const { t } = useAdmin();
  return (
    <>
      <PageHeader
        title={t("productCsv.title")}
        description={t("productCsv.description")}
        actions={<ButtonLink to={adminHref("/catalogue")}>← {t("catalogue.title")}</ButtonLink>}
      />
      <Panel title={t("productCsv.export.title")} description={t("productCsv.export.description")}>
        {/* A download, not a page: the browser fetches it itself. */}
        <a href={adminHref("/catalogue/export")} download className={buttonClass("secondary")}>
          {t("productCsv.export.link")}
        </a>
      </Panel>
      <Panel title={t("productCsv.import.title")} description={t("productCsv.import.description")}>
        <ProductCsvImportForm outcome={outcome} />
      </Panel>
      {outcome?.report && outcome.report.problemCount > 0 ? <ProductCsvProblems report={outcome.report} /> : null}
    </>
  );
}
