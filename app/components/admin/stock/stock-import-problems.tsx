import { DataTable } from "#app/components/admin/data-table.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { StockImportProblem } from "#commerce/flows/staff-stock-service.ts";

/** Every bad line of a stock file: its line number and what is wrong with it. */
export function StockImportProblems({ problems }: { problems: readonly StockImportProblem[] }) {
  const { t, locale } = useAdmin();
  const number = new Intl.NumberFormat(locale);
  return (
    <DataTable
      caption={t("stock.import.problems")}
      rows={problems}
      rowKey={(problem) => `${problem.line}:${problem.kind}`}
      columns={[
        {
          header: t("stock.import.line"),
          rowHeader: true,
          align: "end",
          cell: (problem) => number.format(problem.line),
        },
        {
          header: t("stock.import.problem"),
          cell: (problem) =>
            t(`stock.problem.${problem.kind}`, {
              value: problem.value ?? "",
              firstLine: problem.firstLine === undefined ? "" : number.format(problem.firstLine),
            }),
        },
      ]}
    />
  );
}
