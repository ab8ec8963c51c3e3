import { data, type AppLoadContext } from "react-router";
import type { AdminFormOutcome } from "#app/components/admin/form-outcome.tsx";
import type { ProductCsvReport } from "#commerce/flows/staff-product-csv.ts";
import { formRefused } from "../../form-outcome.server.ts";
import { asStaff, requireStaff } from "../../require-staff.server.ts";

/** A pasted file this short is sent back to its field, so a page without scripts can import what it checked. */
const maxEchoedCharacters = 100_000;

/** The import form's answer: besides the usual outcome, the file's report, whether it was imported, and a short pasted text it checked. */
export type ProductCsvOutcome = AdminFormOutcome & {
  report?: ProductCsvReport;
  applied?: boolean;
  checkedCsv?: string;
};

/**
 * Checks a product file (`check`) or imports it (`apply`, all or nothing, checked again; a file
 * with bad rows is refused with 400 and its report). The page reads a chosen file in the browser
 * and posts its text, so the body limit of this one page is a file's (server/request-guards.ts).
 */
export async function productCsvAction(
  request: Request,
  context: AppLoadContext,
): Promise<ProductCsvOutcome | ReturnType<typeof formRefused> | ReturnType<typeof data<ProductCsvOutcome>>> {
  const actor = await requireStaff(context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const csv = String(form.get("csv") ?? "");
  const progressId = String(form.get("progressId") ?? "") || undefined;
  const echoed = csv.length <= maxEchoedCharacters ? { checkedCsv: csv } : {};
  try {
    if (intent === "check") {
      const report = await context.commerce.staffProductCsv.checkImport(actor, { csv });
      if (report.problemCount === 0) return { intent, fields: {}, report, ...echoed };
      // A file with bad rows is bad input, as it is when applied: the report says which.
      return data<ProductCsvOutcome>({ intent, fields: {}, report }, { status: 400 });
    }
    if (intent === "apply") {
      const result = await context.commerce.staffProductCsv.applyImport(actor, { csv, progressId });
      const outcome: ProductCsvOutcome = { intent, fields: {}, report: result.report, applied: result.applied };
      return result.applied ? outcome : data(outcome, { status: 400 });
    }
  } catch (error) {
    return formRefused(intent, error);
  }
  throw new Response("intent: unknown", { status: 400 });
}

/** Every product that is not archived as a CSV download, streamed out as the engine writes it. */
export async function answerProductCsv(context: AppLoadContext): Promise<Response> {
  const chunks = await asStaff(context, (actor) => context.commerce.staffProductCsv.exportProducts(actor));
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="products-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}

/** Where the member's import is, as JSON for the page's poll; `unknown` when this process does not run it. */
export async function answerProductCsvProgress(context: AppLoadContext, progressId: string): Promise<Response> {
  const progress = await asStaff(context, async (actor) =>
    context.commerce.staffProductCsv.readProgress(actor, progressId),
  );
  return Response.json(progress ?? { phase: "unknown" }, { headers: { "Cache-Control": "no-store" } });
}
