import type { Route } from "./+types/export.ts";
import { asStaff, staffContextOf } from "../require-staff.server.ts";
import { customerIdOf } from "./customer-id.server.ts";

/**
 * One customer's personal data as a JSON download (a GDPR access request). A POST, because taking
 * the copy is written to the audit log: a link followed by a prefetch or a crawler must not do it.
 */
export async function action({ params, context }: Route.ActionArgs) {
  const customerId = customerIdOf(params);
  const locale = await staffContextOf(context).locale();
  const exported = await asStaff(context, (actor) =>
    context.commerce.staffCustomers.exportCustomerData(actor, customerId, locale),
  );
  const day = exported.exportedAt.toISOString().slice(0, 10);
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="customer-${customerId}-${day}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
