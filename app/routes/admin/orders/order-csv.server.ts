import type { AppLoadContext } from "react-router";
import { createAdminTranslator } from "#app/i18n/admin/index.ts";
import { orderCsvColumns, type OrderCsvHeader } from "#commerce/modules/orders/index.ts";
import { asStaff, refuseBadRequest, staffContextOf } from "../require-staff.server.ts";
import { orderFilterOf, orderListViewOf } from "./order-list-params.server.ts";

/**
 * The orders the URL's filters match, as a CSV download with its header in the member's language.
 * The engine writes it a chunk at a time; it is streamed out as it comes, so a large export never
 * sits whole in memory. A filter the engine refuses answers 400 before anything is sent.
 */
export async function answerOrdersCsv(request: Request, context: AppLoadContext): Promise<Response> {
  const filter = orderFilterOf(orderListViewOf(new URL(request.url)));
  const t = createAdminTranslator(await staffContextOf(context).locale());
  const header = Object.fromEntries(
    orderCsvColumns.map((column) => [column, t(`orders.csv.${column}`)]),
  ) as OrderCsvHeader;
  const chunks = await asStaff(context, (actor) =>
    context.commerce.staffOrders.exportOrders(actor, filter, header),
  ).catch(refuseBadRequest);
  const encoder = new TextEncoder();
  const iterator = chunks[Symbol.asyncIterator]();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="orders-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
