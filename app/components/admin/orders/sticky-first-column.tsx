/**
 * Around a DataTable: on a narrow screen the table scrolls sideways inside its box, and its first
 * column (the row's header) stays in view at the left, so each row can still be told apart.
 */
export function StickyFirstColumn({ children }: { children: React.ReactNode }) {
  return (
    <div className="[&_tbody_th]:sticky [&_tbody_th]:left-0 [&_tbody_th]:z-10 [&_tbody_th]:bg-white [&_tbody_th]:shadow-[1px_0_0_var(--color-neutral-200)] [&_thead_th:first-child]:sticky [&_thead_th:first-child]:left-0 [&_thead_th:first-child]:z-10 [&_thead_th:first-child]:bg-neutral-50 [&_thead_th:first-child]:shadow-[1px_0_0_var(--color-neutral-200)]">
      {children}
    </div>
  );
}
