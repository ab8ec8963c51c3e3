import { useEffect, useId, useRef, useState } from "react";
import { Form } from "react-router";
import { SubmitButton } from "#app/components/admin/buttons.tsx";
import { useFormOutcome, type AdminFormOutcome } from "#app/components/admin/form-outcome.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { StaffVariantGridView } from "#commerce/flows/staff-product-variants.ts";
import { gridCellName, variantLabelOf, type PostedGrid } from "./grid-values.ts";
import { useGridKeyboard } from "./use-grid-keyboard.ts";

const cellClass = "border-t border-neutral-200 p-0 focus:outline-2 focus:outline-offset-[-2px] focus:outline-brand-600";
const inputClass =
  "w-full min-w-24 bg-transparent px-2 py-2 text-sm tabular-nums focus:bg-brand-50 focus:outline-2 focus:-outline-offset-2 focus:outline-brand-600 aria-invalid:bg-red-50 aria-invalid:text-sale data-changed:bg-amber-50";

/** How many cells differ from what they held when the grid was loaded (each cell's `data-was`). */
function countChanged(form: HTMLFormElement): number {
  let changed = 0;
  for (const input of form.querySelectorAll<HTMLInputElement>("input[data-was]")) {
    const now = input.type === "checkbox" ? String(input.checked) : input.value;
    const differs = now !== input.dataset.was;
    input.toggleAttribute("data-changed", differs);
    if (differs) changed += 1;
  }
  return changed;
}

/**
 * The product's variants as a spreadsheet: colour and size name each row; part number, EAN, on
 * sale, low-stock threshold and stock per warehouse and store are cells, all sent with one Save.
 * A plain form of inputs in a table without JavaScript; with it, a WAI-ARIA grid worked by keyboard.
 */
export function VariantsGrid({
  view,
  posted,
  outcome,
}: {
  view: StaffVariantGridView;
  /** A refused Save's cells, shown again as they were sent. */
  posted: PostedGrid | undefined;
  outcome: AdminFormOutcome | undefined;
}) {
  const { t, locale } = useAdmin();
  const { notice, fieldError } = useFormOutcome(outcome, "save");
  const tableRef = useGridKeyboard<HTMLTableElement>();
  const formRef = useRef<HTMLFormElement>(null);
  const [changed, setChanged] = useState(0);
  const captionId = useId();
  const keysId = useId();
  const count = new Intl.NumberFormat(locale);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const recount = () => setChanged(countChanged(form));
    recount();
    form.addEventListener("input", recount);
    form.addEventListener("change", recount);
    return () => {
      form.removeEventListener("input", recount);
      form.removeEventListener("change", recount);
    };
  }, []);

  const columns = [
    ...view.axes.map((axis) => axis.name),
    t("variants.grid.partNo"),
    t("variants.grid.ean"),
    t("variants.grid.active"),
    t("variants.grid.threshold"),
    ...view.locations.map((location) =>
      t("variants.grid.location", {
        kind: t(location.kind === "warehouse" ? "variants.warehouse" : "variants.store"),
        name: location.name,
      }),
    ),
  ];
  const editable = columns.slice(view.axes.length);

  return (
    <Form method="post" ref={formRef} className="flex flex-col gap-3" noValidate>
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="version" value={view.version} />
      {notice}
      <div className="flex flex-wrap items-center gap-3">
        {/* First in the form, so Enter in a cell without JavaScript saves rather than anything else. */}
        <SubmitButton>{t("variants.grid.save")}</SubmitButton>
        <p role="status" className="text-sm text-neutral-700">
          {changed > 0 ? t("variants.grid.changed", { count: count.format(changed) }) : null}
        </p>
      </div>
      <p id={keysId} className="text-xs text-neutral-600">
        {t("variants.grid.keyboard")}
      </p>
      <div className="overflow-x-auto rounded-lg border border-neutral-200 bg-white">
        <table
          ref={tableRef}
          role="grid"
          aria-labelledby={captionId}
          aria-describedby={keysId}
          className="w-full border-collapse text-sm"
        >
          <caption id={captionId} className="sr-only">
            {t("variants.grid.caption", { name: view.product.name })}
          </caption>
          <thead className="bg-neutral-50">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-2 py-2 text-left font-medium whitespace-nowrap">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {view.variants.map((variant) => {
              const label = variantLabelOf(view, variant);
              const cellLabel = (column: number) =>
                t("variants.grid.cell", { column: editable[column]!, variant: label });
              const sent = posted?.variants[String(variant.id)];
              const text = (
                name: string,
                loaded: string,
                column: number,
                { hint, extra }: { hint?: string; extra?: React.ReactNode } = {},
              ) => {
                const fieldName = gridCellName(variant.id, name);
                const error = fieldError(fieldName);
                const errorId = `${fieldName}-error`;
                return (
                  <td key={name} className={cellClass}>
                    <input
                      name={fieldName}
                      defaultValue={sentCell(sent, name) ?? loaded}
                      data-was={loaded}
                      aria-label={cellLabel(column)}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? errorId : undefined}
                      placeholder={hint}
                      inputMode={name === "partNo" ? undefined : "numeric"}
                      autoComplete="off"
                      className={inputClass}
                    />
                    {error ? (
                      <span id={errorId} className="block px-2 pb-1 text-xs text-sale">
                        {error}
                      </span>
                    ) : null}
                    {extra}
                  </td>
                );
              };
              return (
                <tr key={variant.id}>
                  {view.axes.map((axis, index) => {
                    const value = axis.values.find((candidate) => candidate.id === variant.values[axis.id]);
                    const Cell = index === 0 ? "th" : "td";
                    return (
                      <Cell
                        key={axis.id}
                        scope={index === 0 ? "row" : undefined}
                        className={`${cellClass} px-2 py-2 text-left font-normal whitespace-nowrap`}
                      >
                        {value?.name ?? "–"}
                      </Cell>
                    );
                  })}
                  {text("partNo", variant.partNo, 0)}
                  {text("ean", variant.ean ?? "", 1)}
                  <td className={`${cellClass} text-center`}>
                    <input type="hidden" name="variantIds" value={variant.id} />
                    <input
                      type="checkbox"
                      name={gridCellName(variant.id, "active")}
                      defaultChecked={sent ? sent.active : variant.isActive}
                      data-was={String(variant.isActive)}
                      aria-label={cellLabel(2)}
                      className="size-4 accent-brand-600"
                    />
                  </td>
                  {text(
                    "lowStockThreshold",
                    variant.lowStockThreshold === null ? "" : String(variant.lowStockThreshold),
                    3,
                    { hint: t("variants.grid.thresholdHint", { threshold: view.shopThreshold }) },
                  )}
                  {view.locations.map((location, index) => {
                    const key = `${location.kind}:${location.id}`;
                    const loaded = String(variant.onHand[index] ?? 0);
                    // What the cell held when loaded goes along: only a cell typed over is written.
                    return text(`stock.${key}`, loaded, 4 + index, {
                      extra: (
                        <input
                          type="hidden"
                          name={gridCellName(variant.id, `stockWas.${key}`)}
                          value={sent?.stockWas[key] ?? loaded}
                        />
                      ),
                    });
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
        {view.variants.length === 0 ? (
          <p className="px-4 py-6 text-center text-neutral-600">{t("variants.grid.none")}</p>
        ) : null}
      </div>
      <p className="text-xs text-neutral-600">{t("variants.grid.stockNote")}</p>
    </Form>
  );
}

/** What a refused Save sent for one cell (`partNo`, `stock.warehouse:1`), if it sent the row. */
function sentCell(sent: PostedGrid["variants"][string] | undefined, name: string): string | undefined {
  if (!sent) return undefined;
  if (name.startsWith("stock.")) return sent.stock[name.slice("stock.".length)];
  return { partNo: sent.partNo, ean: sent.ean, lowStockThreshold: sent.lowStockThreshold }[name];
}
