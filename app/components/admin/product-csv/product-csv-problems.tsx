import { DataTable } from "#app/components/admin/data-table.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { ProductCsvReport } from "#commerce/flows/staff-product-csv.ts";

/** Every bad row of a product file (the first ones, when there are very many): its line, column and what is wrong, in the member's language. */
export function ProductCsvProblems({ report }: { report: ProductCsvReport }) {
  const { t, locale } = useAdmin();
  const number = new Intl.NumberFormat(locale);
  return (
    <>
      {report.problemCount > report.problems.length ? (
        <p className="text-sm">
          {t("productCsv.import.moreProblems", {
            shown: number.format(report.problems.length),
            count: number.format(report.problemCount),
          })}
        </p>
      ) : null}
      <DataTable
        caption={t("productCsv.problems")}
        rows={report.problems}
        rowKey={(problem) => `${problem.line}:${problem.column ?? ""}:${problem.kind}:${problem.value ?? ""}`}
        columns={[
          {
            header: t("productCsv.line"),
            rowHeader: true,
            align: "end",
            cell: (problem) => number.format(problem.line),
          },
          { header: t("productCsv.column"), cell: (problem) => <code>{problem.column ?? ""}</code> },
          {
            header: t("productCsv.problem"),
            cell: (problem) =>
              t(`productCsv.problem.${problem.kind}`, {
                value: problem.value ?? "",
                firstLine: problem.firstLine === undefined ? "" : number.format(problem.firstLine),
              }),
          },
        ]}
      />
    </>
  );
}
