import { Form, useActionData } from "react-router";
import { adminHref } from "#app/components/admin/admin-paths.ts";
import { ButtonLink, SubmitButton } from "#app/components/admin/buttons.tsx";
import { FormNotice, Panel } from "#app/components/admin/form-notice.tsx";
import { useFormOutcome } from "#app/components/admin/form-outcome.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { StockFileField } from "#app/components/admin/stock/stock-file-field.tsx";
import { StockImportProblems } from "#app/components/admin/stock/stock-import-problems.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { Route } from "./+types/import.ts";
import { requireStaffPermission } from "../require-staff.server.ts";
import { stockImportAction, type StockImportOutcome } from "./stock-import.server.ts";

/** Only the roles that may change stock see the form (the engine refuses the others again). */
export async function loader({ context }: Route.LoaderArgs) {
  await requireStaffPermission(context, "catalogue.manage");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  return stockImportAction(request, context);
}

export default function StockImportPage() {
  const outcome = useActionData<typeof action>() as StockImportOutcome | undefined;
  const { t, locale } = useAdmin();
  const number = new Intl.NumberFormat(locale);
  const checkForm = useFormOutcome(outcome, "check");
  const applyForm = useFormOutcome(outcome, "apply");
  const report = outcome?.report;
  const rows = number.format(report?.rows ?? 0);
  return (
    <>
      <PageHeader
        title={t("stock.import.title")}
        description={t("stock.import.description")}
        actions={<ButtonLink to={adminHref("/stock")}>← {t("stock.back")}</ButtonLink>}
      />
      <Panel title={t("stock.import.file")}>
        {checkForm.notice}
        {applyForm.notice}
        {report && report.problems.length > 0 ? (
          <FormNotice tone="error">
            {t("stock.import.refused", { count: number.format(report.problems.length), rows })}
          </FormNotice>
        ) : null}
        {outcome?.checkedCsv !== undefined ? (
          <Form method="post" encType="multipart/form-data" className="flex flex-col gap-2">
            <FormNotice tone="success">{t("stock.import.clean", { rows })}</FormNotice>
            <input type="hidden" name="intent" value="apply" />
            <input type="hidden" name="csv" value={outcome.checkedCsv} />
            <SubmitButton>{t("stock.import.apply", { rows })}</SubmitButton>
          </Form>
        ) : null}
        <Form method="post" encType="multipart/form-data" noValidate className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="check" />
          <StockFileField
            defaultValue={outcome?.checkedCsv ?? ""}
            error={checkForm.fieldError("csv") ?? applyForm.fieldError("csv")}
          />
          <SubmitButton variant={outcome?.checkedCsv === undefined ? "primary" : "secondary"}>
            {t("stock.import.check")}
          </SubmitButton>
        </Form>
      </Panel>
      {report && report.problems.length > 0 ? <StockImportProblems problems={report.problems} /> : null}
    </>
  );
}
