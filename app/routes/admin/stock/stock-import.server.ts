import { data, type AppLoadContext } from "react-router";
import type { AdminFormOutcome } from "#app/components/admin/form-outcome.tsx";
import type { StockImportReport } from "#commerce/flows/staff-stock-service.ts";
import { formDone, formRefused } from "../form-outcome.server.ts";
import { requireStaff } from "../require-staff.server.ts";

/** The import form's answer: besides the usual outcome, the file's report, and the text it checked when every line is correct. */
export type StockImportOutcome = AdminFormOutcome & { report?: StockImportReport; checkedCsv?: string };

/**
 * Checks a stock file (`check`) or imports it (`apply`, all or nothing; a file with bad lines is
 * refused with 400 and its report). A clean check answers
 * with the text it checked, which the import form posts back: what is imported is what was checked.
 */
export async function stockImportAction(
  request: Request,
  context: AppLoadContext,
): Promise<StockImportOutcome | ReturnType<typeof formRefused> | ReturnType<typeof data<StockImportOutcome>>> {
  const actor = await requireStaff(context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const csv = String(form.get("csv") ?? "");
  try {
    if (intent === "check") {
      const report = await context.commerce.staffStock.checkImport(actor, { csv });
      if (report.problems.length === 0) return { intent, fields: {}, report, checkedCsv: csv };
      // A file with bad rows is bad input, as it is when applied: the report says which.
      return data<StockImportOutcome>({ intent, fields: {}, report }, { status: 400 });
    }
    if (intent === "apply") {
      const result = await context.commerce.staffStock.applyImport(actor, { csv });
      return result.applied
        ? formDone(intent, "stock.import.done", { ...result.counts })
        : data<StockImportOutcome>({ intent, fields: {}, report: result.report }, { status: 400 });
    }
  } catch (error) {
    return formRefused(intent, error);
  }
  throw new Response("intent: unknown", { status: 400 });
}
