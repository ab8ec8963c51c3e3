import { onField, problem, type FieldProblem } from "../error-codes.ts";
import { DomainError } from "../errors.ts";
import type { DatabaseOrTransaction } from "../db/client.ts";
import { requirePermission, type StaffActor } from "../modules/access/index.ts";
import { changedFields, recordAudit } from "../modules/audit/index.ts";
import {
  findTakenPartNumbers,
  listGridVariants,
  lockPartNumbers,
  updateGridVariants,
  type GridVariant,
} from "../modules/catalogue/index.ts";
import { listStockLocationCodes, stockLocationKey } from "../modules/stores/index.ts";
import { parseStaffInput } from "../validation.ts";
import { refuseFields } from "./staff-product-editor.ts";
import { changeStockAudited } from "./staff-stock-adjust.ts";
import {
  readGridCells,
  staffVariantGridInput,
  type GridRow,
  type StaffVariantGridInput,
} from "./staff-product-variants-input.ts";
import {
  followVariantChange,
  gridVersionOf,
  lockGridProduct,
  variantAuditRecord,
  type StaffProductVariantsDeps,
} from "./staff-product-variants-steps.ts";

const refuse = (...fields: FieldProblem[]): never => refuseFields("variants", ...fields);

/** What a Save changed: the variants' own fields, stock, and the version the grid now has. */
interface SavedGrid {
  version: string;
  changedVariants: number;
  changedStock: number;
  /** Part number, EAN or being on sale changed: the product's listings and page follow, not only its stock. */
  listingChanged: boolean;
}

/** The rows whose fields differ from the variant as it is. */
function changedRows(rows: readonly GridRow[], current: ReadonlyMap<number, GridVariant>) {
  return rows.flatMap((row) => {
    const before = current.get(row.variantId)!;
    const after = { ...before, ...row };
    const changes = changedFields(variantAuditRecord(before), variantAuditRecord(after));
    return Object.keys(changes.after).length > 0
      ? [{ row, before, changes, partNoChanged: row.partNo !== before.partNo }]
      : [];
  });
}

/** Refuses part numbers two rows share, or another product's variant has, each on its cell. */
async function requireFreePartNumbers(
  tx: DatabaseOrTransaction,
  rows: readonly GridRow[],
  current: readonly GridVariant[],
  renamed: readonly GridRow[],
) {
  if (renamed.length === 0) return;
  await lockPartNumbers(tx);
  const finalPartNo = new Map(current.map((variant) => [variant.id, variant.partNo]));
  for (const row of rows) finalPartNo.set(row.variantId, row.partNo);
  const holders = new Map<string, number>();
  for (const partNo of finalPartNo.values()) holders.set(partNo, (holders.get(partNo) ?? 0) + 1);
  const taken = await findTakenPartNumbers(
    tx,
    renamed.map((row) => row.partNo),
    current.map((variant) => variant.id),
  );
  const clashes = renamed.filter((row) => taken.has(row.partNo) || holders.get(row.partNo)! > 1);
  if (clashes.length > 0)
    refuse(
      ...clashes.map((row) =>
        onField(`variants.${row.variantId}.partNo`, problem("part_no_taken", { partNo: row.partNo })),
      ),
    );
}

/** Refuses stock cells naming a warehouse or store that is not there. */
async function requireKnownLocations(tx: DatabaseOrTransaction, rows: readonly GridRow[]) {
  const known = new Set(
    (await listStockLocationCodes(tx)).map((location) => stockLocationKey(location.kind, location.id)),
  );
  const unknown = rows.flatMap((row) =>
    row.stock.filter((cell) => !known.has(stockLocationKey(cell.kind, cell.locationId))),
  );
  if (unknown.length > 0) refuse(...unknown.map((cell) => onField(cell.field, problem("invalid_id"))));
}

/**
 * Saves every changed cell of a product's variants grid in one transaction (`catalogue.manage`).
 * Refused whole (nothing changed) on any bad cell (400, each cell named), and as a conflict when
 * anyone saved the variants after the grid loaded them at `version`. Stock cells typed over are
 * counts: each is set as the stock page's "counted" adjustment is, and audited the same way; each
 * changed variant gets one audit entry with its fields before and after.
 */
export async function saveVariantGrid(
  deps: StaffProductVariantsDeps,
  actor: StaffActor,
  productId: number,
  rawInput: StaffVariantGridInput,
): Promise<SavedGrid> {
  requirePermission(actor, "catalogue.manage");
  const input = parseStaffInput(staffVariantGridInput, rawInput, "variants");
  const { rows, problems } = readGridCells(input);
  if (problems.length > 0) refuse(...problems);
  const saved = await deps.db.transaction(async (tx) => {
    await lockGridProduct(tx, productId);
    const current = await listGridVariants(tx, productId);
    if (gridVersionOf(current) !== input.version)
      throw new DomainError("conflict", problem("variants_edited_meanwhile"));
    const byId = new Map(current.map((variant) => [variant.id, variant]));
    const strangers = rows.filter((row) => !byId.has(row.variantId));
    if (strangers.length > 0)
      refuse(...strangers.map((row) => onField(`variants.${row.variantId}`, problem("invalid_id"))));
    const changed = changedRows(rows, byId);
    await requireFreePartNumbers(
      tx,
      rows,
      current,
      changed.filter((change) => change.partNoChanged).map((change) => change.row),
    );
    await requireKnownLocations(tx, rows);
    await updateGridVariants(
      tx,
      changed.map(({ row, partNoChanged }) => ({ id: row.variantId, partNoChanged, ...row })),
    );
    for (const { row, changes } of changed)
      await recordAudit(tx, actor, {
        action: "variant.update",
        subjectKind: "variant",
        subjectId: row.variantId,
        ...changes,
      });
    // In (variant, location) order, the order orders lock stock rows in: a Save and an order queue, never deadlock.
    const cells = rows
      .flatMap((row) => row.stock.map((cell) => ({ ...cell, variantId: row.variantId, partNo: row.partNo })))
      .sort((a, b) => a.variantId - b.variantId || a.kind.localeCompare(b.kind) || a.locationId - b.locationId);
    let changedStock = 0;
    for (const { variantId, partNo, kind, locationId, quantity } of cells) {
      const level = await changeStockAudited(tx, actor, {
        variantId,
        partNo,
        kind,
        locationId,
        quantity,
        mode: "set",
        reason: "counted",
      });
      if (level.before !== level.after) changedStock += 1;
    }
    return {
      version: gridVersionOf(await listGridVariants(tx, productId)),
      changedVariants: changed.length,
      changedStock,
      listingChanged: changed.some(({ changes }) =>
        (["partNo", "ean", "active"] as const).some((field) => field in changes.after),
      ),
    };
  });
  await followVariantChange(deps, productId, {
    listing: saved.listingChanged,
    stock: saved.changedStock > 0 || saved.changedVariants > 0,
  });
  return saved;
}
