import type { AppLoadContext } from "react-router";
import { data } from "react-router";
import type { PostedGrid, PostedGridRow } from "#app/components/admin/variants-grid/grid-values.ts";
import type { AdminFormOutcome } from "#app/components/admin/form-outcome.tsx";
import { formDone, formRefused } from "../../form-outcome.server.ts";
import { requireStaff } from "../../require-staff.server.ts";
import { formText } from "../../form-text.server.ts";

/** The cells under `variants.{id}.{group}.` (`stock`, `stockWas`), by location key. */
function cellGroup(form: FormData, prefix: string): Record<string, string> {
  const cells: Record<string, string> = {};
  for (const [name, value] of form) if (name.startsWith(prefix)) cells[name.slice(prefix.length)] = String(value);
  return cells;
}

/** The grid as its form sent it: each row the form lists (`variantIds`), an unticked On sale being off. */
export function postedGridOf(form: FormData): PostedGrid {
  const rows = form.getAll("variantIds").map((id) => {
    const cell = (name: string) => formText(form, `variants.${String(id)}.${name}`);
    const row: PostedGridRow = {
      partNo: cell("partNo"),
      ean: cell("ean"),
      active: form.has(`variants.${String(id)}.active`),
      lowStockThreshold: cell("lowStockThreshold"),
      stock: cellGroup(form, `variants.${String(id)}.stock.`),
      stockWas: cellGroup(form, `variants.${String(id)}.stockWas.`),
    };
    return [String(id), row] as const;
  });
  return { version: formText(form, "version"), variants: Object.fromEntries(rows) };
}

/** The grid page's forms, one named function each; the engine checks the role and the input, and audits. */
const variantIntents = {
  async save(context: AppLoadContext, productId: number, form: FormData): Promise<AdminFormOutcome> {
    const saved = await context.commerce.staffVariants.saveGrid(
      await requireStaff(context),
      productId,
      postedGridOf(form),
    );
    return formDone("save", "variants.saved", { variants: saved.changedVariants, stock: saved.changedStock });
  },
  async add(context: AppLoadContext, productId: number, form: FormData): Promise<AdminFormOutcome> {
    const added = await context.commerce.staffVariants.addVariants(await requireStaff(context), productId, {
      valueIds: form.getAll("valueIds").map(String),
      partNoStem: formText(form, "partNoStem"),
    });
    return formDone("add", "variants.added", added);
  },
  async remove(context: AppLoadContext, productId: number, form: FormData): Promise<AdminFormOutcome> {
    const removed = await context.commerce.staffVariants.removeVariant(await requireStaff(context), productId, {
      variantId: formText(form, "variantId"),
    });
    return formDone(
      "remove",
      removed.outcome === "deleted" ? "variants.removed.deleted" : "variants.removed.deactivated",
      { partNo: removed.partNo },
    );
  },
};

/**
 * The grid page's action: runs the form's intent. A refusal comes back to its form with each
 * cell's problem (400) and, for a Save, the cells as sent, so the page shows them again without
 * JavaScript too; a role that may not change the catalogue gets 403.
 */
export async function variantsAction(request: Request, context: AppLoadContext, productId: number) {
  await requireStaff(context);
  const form = await request.formData();
  const intent = formText(form, "intent");
  if (!Object.hasOwn(variantIntents, intent)) throw new Response("intent: unknown", { status: 400 });
  try {
    return await variantIntents[intent as keyof typeof variantIntents](context, productId, form);
  } catch (error) {
    const refused = formRefused(intent, error);
    return intent === "save"
      ? data({ ...refused.data, posted: postedGridOf(form) }, refused.init ?? undefined)
      : refused;
  }
}
