import { asc, sql } from "drizzle-orm";
import { type DatabaseOrTransaction, queryBuilder } from "#commerce/db/client.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import { activeVariantThresholdRows, productRows, variantLineOf } from "../catalogue/index.ts";
import { storeStock, warehouseStock } from "./schema.ts";

/** A variant on sale that is running out: what the warehouses and stores hold of it together. */
export interface LowStockVariant {
  variantId: number;
  productId: number;
  partNo: string;
  name: string;
  /** Colour, size and the like, in the locale asked for. */
  values: { name: string; value: string }[];
  onHand: number;
  /** Below this it runs low: its own threshold, or the shop's. */
  threshold: number;
}

/** The variants running lowest and how many run low in all. */
export interface LowStock {
  variants: LowStockVariant[];
  total: number;
}

const onHand = sql<number>`(coalesce(w.on_hand, 0) + coalesce(s.on_hand, 0))::int`;

/**
 * Variants on sale of products on sale holding fewer than their low-stock threshold (their own, or
 * `shopThreshold` when they have none) across every warehouse and store (a variant without stock
 * rows holds none): the `limit` lowest, named in `locale`, and how many there are in all.
 */
export async function listLowStockVariants(
  db: DatabaseOrTransaction,
  shopThreshold: number,
  limit: number,
  locale: ShopLocale,
): Promise<LowStock> {
  const threshold = sql<number>`coalesce(v.low_stock_threshold, ${shopThreshold})::int`;
  const low = queryBuilder
    .select({
      variantId: sql<number>`v.id`.as("variant_id"),
      onHand: onHand.as("on_hand"),
      threshold: threshold.as("threshold"),
      total: sql<number>`(count(*) over ())::int`.as("total"),
    })
    .from(
      sql`${activeVariantThresholdRows} v
        join ${productRows} p on p.id = v.product_id and p.is_active
        left join (select variant_id, sum(on_hand) as on_hand from ${warehouseStock} group by variant_id) w on w.variant_id = v.id
        left join (select variant_id, sum(on_hand) as on_hand from ${storeStock} group by variant_id) s on s.variant_id = v.id`,
    )
    .where(sql`${onHand} < ${threshold}`)
    .orderBy(sql`${onHand}`, sql`v.id`)
    .limit(limit)
    .as("low_stock");
  const variant = variantLineOf(low.variantId, locale);
  const rows = await db
    .select({
      variantId: low.variantId,
      productId: variant.productId,
      partNo: variant.partNo,
      name: variant.name,
      values: variant.values,
      onHand: low.onHand,
      threshold: low.threshold,
      total: low.total,
    })
    .from(low)
    .innerJoinLateral(variant, sql`true`)
    .orderBy(asc(low.onHand), asc(low.variantId));
  return { variants: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}
