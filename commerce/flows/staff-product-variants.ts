import { readSideBySide } from "../db/client.ts";
import { onField, problem, type FieldProblem } from "../error-codes.ts";
import { DomainError } from "../errors.ts";
import type { ShopLocale } from "../locale.ts";
import { requirePermission, type StaffActor } from "../modules/access/index.ts";
import { recordAudit } from "../modules/audit/index.ts";
import { isVariantInABasket } from "../modules/basket/index.ts";
import {
  deleteGridVariant,
  findTakenPartNumbers,
  insertGridVariants,
  isPartNo,
  listGridVariants,
  listVariantAxes,
  lockPartNumbers,
  readVariantGridProduct,
  updateGridVariants,
  type GridVariant,
  type NewGridVariant,
  type VariantAxis,
} from "../modules/catalogue/index.ts";
import { isVariantOrdered } from "../modules/orders/index.ts";
import { readProductPrices } from "../modules/pricing/index.ts";
import { readSetting } from "../modules/settings/index.ts";
import { listStockLocations, readStockLevels, stockLocationKey, type StockLocation } from "../modules/stores/index.ts";
import { parseStaffInput } from "../validation.ts";
import { productNotFound, refuseFields } from "./staff-product-editor.ts";
import {
  addVariantsInput,
  maxGridVariants,
  removeVariantInput,
  type AddVariantsInput,
  type RemoveVariantInput,
  type StaffVariantGridInput,
} from "./staff-product-variants-input.ts";
import { saveVariantGrid } from "./staff-product-variants-save.ts";
import {
  followVariantChange,
  gridVersionOf,
  lockGridProduct,
  variantAuditRecord,
  type StaffProductVariantsDeps,
} from "./staff-product-variants-steps.ts";

export type { StaffProductVariantsDeps } from "./staff-product-variants-steps.ts";

/** A variant as the grid shows it: its fields, colour and size, and what each location holds (in the order of `locations`). */
export interface GridVariantView extends GridVariant {
  onHand: number[];
}

/** A product's variants grid as it opens. */
export interface StaffVariantGridView {
  product: { id: number; name: string; uniqueName: string };
  /** Colour and size (the variant axes), with every value each offers. */
  axes: VariantAxis[];
  /** Warehouses, then stores. */
  locations: StockLocation[];
  variants: GridVariantView[];
  /** The low-stock threshold a variant without its own follows. */
  shopThreshold: number;
  /** The product's price per currency in minor units (null: not sold in it): shown only, edited in the product editor. */
  prices: { currencyCode: string; priceIncVat: number | null }[];
  /** What a Save names, so a Save over someone else's is refused (ADR 0018). */
  version: string;
  /** What new variants' part numbers start with unless the member types another. */
  partNoStem: string;
}

const refuse = (...fields: FieldProblem[]): never => refuseFields("variants", ...fields);

/**
 * The part number new variants start with: the product's own, read off its first variant (its part
 * number less the colour and size codes it ends with, as the seed writes them), else the product's
 * id in six digits.
 */
function partNoStemOf(productId: number, axes: readonly VariantAxis[], variants: readonly GridVariant[]): string {
  const first = variants[0];
  if (first) {
    const codes = axes.flatMap((axis) =>
      axis.values.filter((value) => value.id === first.values[axis.id]).map((value) => value.code),
    );
    const ending = `-${codes.join("-")}`.toUpperCase();
    if (codes.length > 0 && first.partNo.toUpperCase().endsWith(ending) && first.partNo.length > ending.length)
      return first.partNo.slice(0, -ending.length);
  }
  return String(productId).padStart(6, "0");
}

/** Every pick of one value per axis, axes in their order. */
function combinations(chosen: readonly { axisId: number; values: { id: number; code: string }[] }[]) {
  return chosen.reduce<{ axisId: number; valueId: number; code: string }[][]>(
    (combos, axis) =>
      combos.flatMap((combo) =>
        axis.values.map((value) => [...combo, { axisId: axis.axisId, valueId: value.id, code: value.code }]),
      ),
    [[]],
  );
}

/** A combination as a key: its axis values in axis order. */
const comboKey = (values: readonly { axisId: number; valueId: number }[]) =>
  values.map((value) => `${value.axisId}:${value.valueId}`).join(",");

/**
 * The back office's variants grid of one product (`catalogue.manage`: owners and managers): read
 * it, add every missing colour × size combination at once, save changed cells together, remove a
 * variant. Every change is audited in its transaction; then the product's listings follow through
 * the catalogue feed, here at once and in other processes within a second.
 */
export function createStaffProductVariants(deps: StaffProductVariantsDeps) {
  const { db } = deps;

  return {
    /** The grid of the product, named in `locale`; 404 when there is no such product. */
    async getGrid(actor: StaffActor, productId: number, locale: ShopLocale): Promise<StaffVariantGridView> {
      requirePermission(actor, "catalogue.manage");
      // Before the transaction: on a cache miss the currencies are read through the pool, which on
      // PGlite's one connection would wait for this very transaction.
      const currencies = await deps.listCurrencies();
      return db.transaction(async (tx) => {
        const product = await readVariantGridProduct(tx, productId, locale);
        if (!product) productNotFound(productId);
        const [axes, locations, variants, { quantity: shopThreshold }, prices] = await readSideBySide(tx, [
          () => listVariantAxes(tx, locale),
          () => listStockLocations(tx, locale),
          () => listGridVariants(tx, productId),
          () => readSetting(tx, "lowStockThreshold"),
          () => readProductPrices(tx, productId),
        ]);
        const levels = await readStockLevels(
          tx,
          variants.map((variant) => variant.id),
        );
        const held = new Map(
          levels.map((level) => [`${level.variantId}:${stockLocationKey(level.kind, level.locationId)}`, level.onHand]),
        );
        return {
          product,
          axes,
          locations,
          variants: variants.map((variant) => ({
            ...variant,
            onHand: locations.map(
              (location) => held.get(`${variant.id}:${stockLocationKey(location.kind, location.id)}`) ?? 0,
            ),
          })),
          shopThreshold,
          prices: currencies.map((currency) => ({
            currencyCode: currency.code,
            priceIncVat:
              prices.find((candidate) => candidate.priceListId === currency.priceListId)?.priceIncVat ?? null,
          })),
          version: gridVersionOf(variants),
          partNoStem: partNoStemOf(productId, axes, variants),
        };
      });
    },

    /**
     * Adds a variant for every combination of the chosen colours and sizes the product lacks, on
     * sale and holding nothing, part numbers `{stem}-{COLOUR}-{SIZE}` (the stem typed, else the
     * product's own). Refused whole when one of them is taken or not a part number.
     */
    async addVariants(
      actor: StaffActor,
      productId: number,
      rawInput: AddVariantsInput,
    ): Promise<{ created: number; existing: number }> {
      requirePermission(actor, "catalogue.manage");
      const input = parseStaffInput(addVariantsInput, rawInput, "variants");
      if (input.valueIds.length === 0) refuse(onField("valueIds", problem("required")));
      const outcome = await db.transaction(async (tx) => {
        await lockGridProduct(tx, productId);
        // Only the values' codes are used here, which are the same in every language.
        const [axes, current] = [await listVariantAxes(tx, "en-GB"), await listGridVariants(tx, productId)];
        const chosen = axes
          .map((axis) => ({
            axisId: axis.id,
            values: axis.values.filter((value) => input.valueIds.includes(value.id)),
          }))
          .filter((axis) => axis.values.length > 0);
        if (chosen.reduce((count, axis) => count + axis.values.length, 0) !== input.valueIds.length)
          refuse(onField("valueIds", problem("invalid_id")));
        const existing = new Set(
          current
            .filter((variant) => Object.keys(variant.values).length === chosen.length)
            .map((variant) =>
              comboKey(chosen.map((axis) => ({ axisId: axis.axisId, valueId: variant.values[axis.axisId] ?? 0 }))),
            ),
        );
        const stem = input.partNoStem || partNoStemOf(productId, axes, current);
        const wanted = combinations(chosen);
        const added: NewGridVariant[] = wanted
          .filter((combo) => !existing.has(comboKey(combo)))
          .map((combo) => ({
            partNo: [stem, ...combo.map((value) => value.code)].join("-").toUpperCase(),
            values: combo.map(({ axisId, valueId }) => ({ axisId, valueId })),
          }));
        if (current.length + added.length > maxGridVariants)
          refuse(onField("valueIds", problem("too_long", { max: maxGridVariants })));
        const badPartNo = added.find((variant) => !isPartNo(variant.partNo));
        if (badPartNo) refuse(onField("partNoStem", problem("part_no_invalid")));
        // Two values' codes may spell the same part number ("a-b" + "c" and "a" + "b-c").
        const twice = added.find(
          (variant, index) => added.findIndex((other) => other.partNo === variant.partNo) !== index,
        );
        if (twice) refuse(onField("partNoStem", problem("part_no_taken", { partNo: twice.partNo })));
        await lockPartNumbers(tx);
        const taken = await findTakenPartNumbers(
          tx,
          added.map((variant) => variant.partNo),
        );
        if (taken.size > 0) refuse(onField("partNoStem", problem("part_no_taken", { partNo: [...taken][0]! })));
        const ids = await insertGridVariants(tx, productId, added);
        for (const [index, variant] of added.entries())
          await recordAudit(tx, actor, {
            action: "variant.create",
            subjectKind: "variant",
            subjectId: ids[index]!,
            after: { partNo: variant.partNo, valueIds: variant.values.map((value) => value.valueId) },
          });
        return { created: added.length, existing: wanted.length - added.length };
      });
      if (outcome.created > 0) await followVariantChange(deps, productId, { listing: true, stock: true });
      return outcome;
    },

    /** Saves every changed cell of the grid together; see staff-product-variants-save.ts. */
    saveGrid: (actor: StaffActor, productId: number, input: StaffVariantGridInput) =>
      saveVariantGrid(deps, actor, productId, input),

    /**
     * Removes a variant: deleted with its stock when no order or basket names it, else only taken
     * off sale (orders, refunds and baskets keep pointing at it). Says which.
     */
    async removeVariant(
      actor: StaffActor,
      productId: number,
      rawInput: RemoveVariantInput,
    ): Promise<{ partNo: string; outcome: "deleted" | "deactivated" }> {
      requirePermission(actor, "catalogue.manage");
      const { variantId } = parseStaffInput(removeVariantInput, rawInput, "variants");
      const removed = await db.transaction(async (tx) => {
        await lockGridProduct(tx, productId);
        const variant = (await listGridVariants(tx, productId)).find((candidate) => candidate.id === variantId);
        if (!variant) throw new DomainError("not_found", problem("variant_not_found"));
        if ((await isVariantOrdered(tx, variantId)) || (await isVariantInABasket(tx, variantId))) {
          if (variant.isActive) {
            await updateGridVariants(tx, [{ ...variant, isActive: false, partNoChanged: false }]);
            await recordAudit(tx, actor, {
              action: "variant.update",
              subjectKind: "variant",
              subjectId: variantId,
              before: { partNo: variant.partNo, active: true },
              after: { partNo: variant.partNo, active: false },
            });
          }
          return { partNo: variant.partNo, outcome: "deactivated" as const, changed: variant.isActive };
        }
        await deleteGridVariant(tx, variantId);
        await recordAudit(tx, actor, {
          action: "variant.delete",
          subjectKind: "variant",
          subjectId: variantId,
          before: { ...variantAuditRecord(variant), valueIds: Object.values(variant.values) },
        });
        return { partNo: variant.partNo, outcome: "deleted" as const, changed: true };
      });
      if (removed.changed) await followVariantChange(deps, productId, { listing: true, stock: true });
      return { partNo: removed.partNo, outcome: removed.outcome };
    },
  };
}

export type StaffProductVariants = ReturnType<typeof createStaffProductVariants>;
