import { sql } from "drizzle-orm";
import { type DatabaseOrTransaction, selectRows } from "../../db/client.ts";
import type { ShopLocale } from "../../locale.ts";

/** A basket line as the shopper sees it, priced from the price list (never from the client). */
export interface BasketLine {
  id: number;
  variantId: number;
  partNo: string;
  productId: number;
  uniqueName: string;
  name: string;
  brand: string | null;
  /** The variant's attributes in the shopper's language: colour, size. */
  values: { name: string; value: string }[];
  imageKey: string | null;
  unitPriceIncVat: number;
  /** Basis points: 2500 is 25 %. */
  vatRate: number;
  quantity: number;
  lineTotalIncVat: number;
  /** What the warehouses hold now; online orders ship from them. */
  available: number;
}

interface LineRow {
  id: number;
  variant_id: number;
  part_no: string;
  product_id: number;
  unique_name: string;
  name: string;
  brand: string | null;
  values: { name: string; value: string }[];
  image_key: string | null;
  unit_price_inc_vat: number;
  vat_rate: number;
  quantity: number;
  available: string | number;
}

/** A basket's lines in one query: names in `locale`, prices from `priceListId`, stock as it is now. */
export async function readBasketLines(db: DatabaseOrTransaction, basketId: string, locale: ShopLocale, priceListId: number): Promise<BasketLine[]> {
  const rows = await selectRows<LineRow>(
    db,
    sql`select bi.id, bi.variant_id, v.part_no, p.id as product_id, p.unique_name, pt.name, m.name as brand,
          coalesce((select json_agg(json_build_object('name', pat.name, 'value', vt.name) order by pa.sort_order)
             from variant_parametric_values x
               join parametrics pa on pa.id = x.parametric_id
               join parametric_translations pat on pat.parametric_id = pa.id and pat.locale = ${locale}
               join parametric_value_translations vt on vt.value_id = x.value_id and vt.locale = ${locale}
             where x.variant_id = v.id), '[]') as values,
          (select f.key from product_files f
             where f.product_id = p.id
               and (f.colour_value_id is null or f.colour_value_id in (select x.value_id from variant_parametric_values x where x.variant_id = v.id))
             order by f.colour_value_id is null, f.sort_order, f.id limit 1) as image_key,
          pp.price_inc_vat as unit_price_inc_vat, p.vat_rate, bi.quantity,
          coalesce((select sum(w.on_hand) from warehouse_stock w where w.variant_id = v.id), 0) as available
        from basket_items bi
          join variants v on v.id = bi.variant_id
          join products p on p.id = v.product_id
          join product_translations pt on pt.product_id = p.id and pt.locale = ${locale}
          join product_prices pp on pp.product_id = p.id and pp.price_list_id = ${priceListId}
          left join manufacturers m on m.id = p.manufacturer_id
        where bi.basket_id = ${basketId}
        order by bi.added_at, bi.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    variantId: row.variant_id,
    partNo: row.part_no,
    productId: row.product_id,
    uniqueName: row.unique_name,
    name: row.name,
    brand: row.brand,
    values: row.values,
    imageKey: row.image_key,
    unitPriceIncVat: row.unit_price_inc_vat,
    vatRate: row.vat_rate,
    quantity: row.quantity,
    lineTotalIncVat: row.unit_price_inc_vat * row.quantity,
    available: Number(row.available),
  }));
}

/** The VAT inside a price that includes it, rounded to the minor unit. */
export function vatIncluded(amountIncVat: number, vatRate: number): number {
  return Math.round((amountIncVat * vatRate) / (10_000 + vatRate));
}

export interface BasketTotals {
  itemCount: number;
  subtotalIncVat: number;
  deliveryIncVat: number;
  vatAmount: number;
  totalIncVat: number;
}

/** Delivery is taxed at the standard Swedish rate, like the goods in the demo shop. */
export const deliveryVatRate = 2500;

/** Totals of priced lines plus delivery; VAT is the sum of each line's and the delivery's. */
export function computeTotals(lines: readonly Pick<BasketLine, "lineTotalIncVat" | "vatRate" | "quantity">[], deliveryIncVat: number): BasketTotals {
  const subtotalIncVat = lines.reduce((sum, line) => sum + line.lineTotalIncVat, 0);
  const vatAmount = lines.reduce((sum, line) => sum + vatIncluded(line.lineTotalIncVat, line.vatRate), 0) + vatIncluded(deliveryIncVat, deliveryVatRate);
  return {
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotalIncVat,
    deliveryIncVat,
    vatAmount,
    totalIncVat: subtotalIncVat + deliveryIncVat,
  };
}
