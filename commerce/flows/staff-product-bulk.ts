import type { Database, DatabaseOrTransaction } from "../db/client.ts";
import { onField, problem, type FieldProblem } from "../error-codes.ts";
import { parseStaffInput } from "../validation.ts";
import { requirePermission, type StaffActor } from "../modules/access/index.ts";
import { recordAudit, type AuditRecord } from "../modules/audit/index.ts";
import {
  addFlagToProducts,
  categoryExists,
  flagExists,
  lockProducts,
  moveProductsToCategory,
  removeFlagFromProducts,
  setProductsPublished,
  type StaffProductBulkAction,
} from "../modules/catalogue/index.ts";
import { changeListPrices, minorUnitsPerUnit, type Currency, type ListPriceChange } from "../modules/pricing/index.ts";
import {
  staffProductBulkInput,
  type ParsedStaffProductBulkInput,
  type StaffProductBulkInput,
} from "./staff-product-bulk-input.ts";
import { followCatalogueChange, refuseFields, type CatalogueFollowDeps } from "./staff-product-editor.ts";

/** What a bulk action did: the action, how many products were chosen, and how many it changed. */
export interface StaffProductBulkResult {
  action: StaffProductBulkAction;
  chosen: number;
  changed: number;
}

export interface StaffProductBulkDeps extends CatalogueFollowDeps {
  db: Database;
  /** The shop's default currency: a price change applies to its price list. */
  readDefaultCurrency: () => Promise<Currency>;
}

/** The audit log's name of each action. */
const auditActions = {
  publish: "product.bulk_publish",
  unpublish: "product.bulk_unpublish",
  addFlag: "product.bulk_flag_add",
  removeFlag: "product.bulk_flag_remove",
  moveToCategory: "product.bulk_move",
  changePrice: "product.bulk_price",
} satisfies Record<StaffProductBulkAction, string>;

/** Bad input found against the database (an id nothing has): the same 400 naming its fields as a schema's. */
const refuse: (...fields: FieldProblem[]) => never = (...fields) => refuseFields("bulk", ...fields);

/** The input's price change in the currency's minor units (an amount of 9.50 kronor is 950 öre, rounded to a whole one). */
function priceChangeOf(input: Extract<ParsedStaffProductBulkInput, { action: "changePrice" }>, currency: Currency) {
  return input.kind === "percent"
    ? ({ kind: "percent", direction: input.direction, percent: input.value } satisfies ListPriceChange)
    : ({
        kind: "amount",
        direction: input.direction,
        minorUnits: Math.max(1, Math.round(input.value * minorUnitsPerUnit(currency))),
      } satisfies ListPriceChange);
}

/** The step that changes the chosen (locked, existing) products, with what the audit keeps of it; refuses an unknown flag or category. */
async function applyAction(
  tx: DatabaseOrTransaction,
  input: ParsedStaffProductBulkInput,
  currency: Currency,
): Promise<{ changed: number; record: AuditRecord }> {
  const ids = input.productIds;
  switch (input.action) {
    case "publish":
    case "unpublish":
      return { changed: await setProductsPublished(tx, ids, input.action === "publish"), record: {} };
    case "addFlag":
    case "removeFlag": {
      if (!(await flagExists(tx, input.flagId))) refuse(onField("flagId", problem("invalid_id")));
      const changed =
        input.action === "addFlag"
          ? await addFlagToProducts(tx, ids, input.flagId)
          : await removeFlagFromProducts(tx, ids, input.flagId);
      return { changed, record: { flagId: input.flagId } };
    }
    case "moveToCategory":
      if (!(await categoryExists(tx, input.categoryId)))
        refuse(onField("categoryId", problem("unknown_category", { id: input.categoryId })));
      return {
        changed: await moveProductsToCategory(tx, ids, input.categoryId),
        record: { categoryId: input.categoryId },
      };
    case "changePrice": {
      const change = priceChangeOf(input, currency);
      return {
        changed: (await changeListPrices(tx, currency.priceListId, ids, change)).length,
        record: { priceChange: { ...change, currency: currency.code } },
      };
    }
  }
}

/**
 * Runs one of the product list's bulk actions on up to 500 products (`catalogue.manage`: owners and
 * managers): publish or unpublish, add or remove a flag, move to a category, or change the price in
 * the default currency's price list. Every chosen product must exist (and, to be published, not be
 * archived), else nothing changes (400 on productIds). One transaction with one audit entry naming the products; after it, the products'
 * search index rows, the catalogue feed and this process's facet index follow, so the storefront
 * shows the change here at once and in other processes within a second.
 */
export async function runStaffProductBulkAction(
  deps: StaffProductBulkDeps,
  actor: StaffActor,
  rawInput: StaffProductBulkInput,
): Promise<StaffProductBulkResult> {
  requirePermission(actor, "catalogue.manage");
  const input = parseStaffInput(staffProductBulkInput, rawInput, "bulk");
  const currency = await deps.readDefaultCurrency();
  const ids = input.productIds;
  const changed = await deps.db.transaction(async (tx) => {
    const found = await lockProducts(tx, ids);
    if (found.length < ids.length) {
      const missing = ids.filter((id) => !found.some((product) => product.id === id));
      refuse(onField("productIds", problem("invalid_value", { detail: `no product has id ${missing.join(", ")}` })));
    }
    // As the editor: an archived product stays unpublished until it is restored.
    if (input.action === "publish" && found.some((product) => product.archived))
      refuse(onField("productIds", problem("product_archived")));
    const { changed, record } = await applyAction(tx, input, currency);
    await recordAudit(tx, actor, {
      action: auditActions[input.action],
      subjectKind: "product",
      subjectId: ids.join(","),
      after: { ...record, productIds: ids, count: ids.length },
    });
    return changed;
  });
  await followCatalogueChange(deps, ids);
  return { action: input.action, chosen: ids.length, changed };
}

/** The bulk actions bound to the engine's database, search and pricing: `(actor, input) => result`. */
export function createStaffProductBulk(deps: StaffProductBulkDeps) {
  return (actor: StaffActor, input: StaffProductBulkInput) => runStaffProductBulkAction(deps, actor, input);
}
