import type { Database, DatabaseOrTransaction } from "../db/client.ts";
import { problem } from "../error-codes.ts";
import { DomainError } from "../errors.ts";
import { requirePermission, type StaffActor } from "../modules/access/index.ts";
import { recordAudit } from "../modules/audit/index.ts";
import { lockStockVariant, setVariantLowStockThreshold } from "../modules/catalogue/index.ts";
import { changeStockLevel, type StockLevelChange } from "../modules/stores/index.ts";
import { parseStaffInput } from "../validation.ts";
import { followStockChange, type StaffStockDeps } from "./staff-stock-follow.ts";
import {
  lowStockThresholdInput,
  stockAdjustmentInput,
  type LowStockThresholdInput,
  type StockAdjustmentInput,
} from "./staff-stock-inputs.ts";

/** The variant and location adjusted, what the location held before and holds after. */
export interface StockAdjustment {
  partNo: string;
  /** The warehouse's or store's code. */
  location: string;
  before: number;
  after: number;
}

/**
 * Changes one variant's stock at one location inside the caller's transaction and audits it
 * (`stock.adjust`, with the reason) when the level moved: what every staff stock change goes through.
 */
export async function changeStockAudited(
  tx: DatabaseOrTransaction,
  actor: StaffActor,
  change: StockLevelChange & { partNo: string; reason: string; note?: string | undefined },
): Promise<{ before: number; after: number; locationCode: string }> {
  const { partNo, reason, note, ...levelChange } = change;
  const level = await changeStockLevel(tx, levelChange);
  if (level.before !== level.after)
    await recordAudit(tx, actor, {
      action: "stock.adjust",
      subjectKind: "variant",
      subjectId: change.variantId,
      before: { onHand: level.before },
      after: {
        partNo,
        location: level.locationCode,
        change: level.after - level.before,
        onHand: level.after,
        reason,
        note: note || undefined,
      },
    });
  return level;
}

/** The variant, locked for the change; not found when there is none. */
async function lockVariantOrRefuse(tx: DatabaseOrTransaction, variantId: number) {
  const variant = await lockStockVariant(tx, variantId);
  if (!variant) throw new DomainError("not_found", problem("variant_not_found"));
  return variant;
}

/**
 * Sets or changes one variant's stock at one warehouse or store (`catalogue.manage`), with its
 * reason in the audit log; stock never goes below zero (`only_left` on `quantity`). Then the
 * storefront's in-stock facts follow.
 */
export async function adjustStock(
  db: Database,
  deps: StaffStockDeps,
  actor: StaffActor,
  input: StockAdjustmentInput,
): Promise<StockAdjustment> {
  requirePermission(actor, "catalogue.manage");
  const change = parseStaffInput(stockAdjustmentInput, input, "form");
  const { productId, adjustment } = await db.transaction(async (tx) => {
    const variant = await lockVariantOrRefuse(tx, change.variantId);
    const adjustment = await changeStockAudited(tx, actor, {
      variantId: change.variantId,
      partNo: variant.partNo,
      kind: change.location.kind,
      locationId: change.location.id,
      mode: change.mode,
      quantity: change.quantity,
      reason: change.reason,
      note: change.note,
    });
    return {
      productId: variant.productId,
      adjustment: {
        partNo: variant.partNo,
        location: adjustment.locationCode,
        before: adjustment.before,
        after: adjustment.after,
      },
    };
  });
  await followStockChange(deps, [productId]);
  return adjustment;
}

/**
 * Gives a variant its own low-stock threshold, or (blank) has it follow the shop's setting
 * (`catalogue.manage`), audited. The back office's product list and dashboard judge "low" by it;
 * the change is announced as a stock change so every process's stock summaries read it again.
 */
export async function setLowStockThreshold(
  db: Database,
  deps: StaffStockDeps,
  actor: StaffActor,
  input: LowStockThresholdInput,
): Promise<void> {
  requirePermission(actor, "catalogue.manage");
  const { variantId, threshold } = parseStaffInput(lowStockThresholdInput, input, "form");
  const productId = await db.transaction(async (tx) => {
    const variant = await lockVariantOrRefuse(tx, variantId);
    if (variant.lowStockThreshold === threshold) return undefined;
    await setVariantLowStockThreshold(tx, variantId, threshold);
    await recordAudit(tx, actor, {
      action: "stock.threshold",
      subjectKind: "variant",
      subjectId: variantId,
      before: { lowStockThreshold: variant.lowStockThreshold },
      after: { partNo: variant.partNo, lowStockThreshold: threshold },
    });
    return variant.productId;
  });
  if (productId !== undefined) await followStockChange(deps, [productId]);
}
