import { useAdmin } from "./use-admin.ts";

/** One column: its header and how a row shows in it. */
export interface Column<Row> {
  header: string;
  cell: (row: Row) => React.ReactNode;
  /** The column that names the row (a row header for screen readers). */
  rowHeader?: boolean;
  align?: "start" | "end";
}

/**
 * A table of rows with a caption (visible or for screen readers only), scrolling sideways inside
 * its own box on narrow screens rather than widening the page; an empty table says so.
 */
export function DataTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  empty,
}: {
  caption: string;
  captionHidden?: boolean;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  empty?: string;
}) {
  const { t } = useAdmin();
  const alignment = (column: Column<Row>) => (column.align === "end" ? "text-right" : "text-left");
  return (
    <div
      className="overflow-x-auto rounded-lg border border-neutral-200 bg-white"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="w-full border-collapse text-sm">
        <caption className={captionHidden ? "sr-only" : "px-4 py-3 text-left font-semibold"}>{caption}</caption>
        <thead className="bg-neutral-50">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`px-4 py-2 font-medium whitespace-nowrap ${alignment(column)}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-6 text-center text-neutral-600">
                {empty ?? t("shell.none")}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className="border-t border-neutral-200 align-top">
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.header} scope="row" className={`px-4 py-2 font-medium ${alignment(column)}`}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.header} className={`px-4 py-2 ${alignment(column)}`}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
