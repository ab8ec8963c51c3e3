import type { AppLoadContext } from "react-router";
import type { AdminFormOutcome } from "#app/components/admin/form-outcome.tsx";
import { formDone, formRefused } from "../form-outcome.server.ts";
import { requireStaff } from "../require-staff.server.ts";
import { formText } from "../form-text.server.ts";

/** The stock pages' forms, one named function each; the engine checks the role, the input and audits the change. */
const stockIntents = {
  async adjust(context: AppLoadContext, form: FormData): Promise<AdminFormOutcome> {
    const actor = await requireStaff(context);
    const adjusted = await context.commerce.staffStock.adjust(actor, {
      variantId: formText(form, "variantId"),
      location: formText(form, "location"),
      mode: formText(form, "mode"),
      quantity: formText(form, "quantity"),
      reason: formText(form, "reason"),
      note: formText(form, "note"),
    });
    return formDone("adjust", "stock.adjust.done", { ...adjusted });
  },
  async threshold(context: AppLoadContext, form: FormData): Promise<AdminFormOutcome> {
    const actor = await requireStaff(context);
    await context.commerce.staffStock.setLowStockThreshold(actor, {
      variantId: formText(form, "variantId"),
      threshold: formText(form, "threshold"),
    });
    return formDone("threshold", "stock.threshold.done");
  },
};

/**
 * A stock page's action (the search page's and a product's): runs the form's intent; a refusal
 * comes back to the form with each field's problem, a role that may not change stock gets 403.
 */
export async function stockAction(request: Request, context: AppLoadContext) {
  await requireStaff(context);
  const form = await request.formData();
  const intent = formText(form, "intent");
  if (!Object.hasOwn(stockIntents, intent)) throw new Response("intent: unknown", { status: 400 });
  try {
    return await stockIntents[intent as keyof typeof stockIntents](context, form);
  } catch (error) {
    return formRefused(intent, error);
  }
}
