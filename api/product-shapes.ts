import type { ProductCard, ProductDetail } from "#commerce/modules/catalogue/index.ts";
import { type Currency, toMajorUnits } from "#commerce/modules/pricing/index.ts";
import type { PartStock } from "#commerce/modules/stores/index.ts";

/** A product card in SPEC §3 field names, prices in whole currency units. */
export function toApiProductItem(card: ProductCard, currency: Currency) {
  return {
    Id: card.id,
    Name: card.name,
    UniqueName: card.uniqueName,
    Manufacturer: card.brand,
    PriceIncVat: toMajorUnits(card.priceIncVat, currency),
    OriginalPriceIncVat: card.originalPriceIncVat === null ? null : toMajorUnits(card.originalPriceIncVat, currency),
    IsOnSale: card.originalPriceIncVat !== null,
    ImageKey: card.imageKey,
    ImagePath: card.imageKey ? `/img/${card.imageKey}` : null,
    InStock: card.inStock,
  };
}

/** A whole product: SPEC §3 Variants with VariantParametrics, OnHand.Value, OnHandStore.Value, and Files. */
export function toApiProduct(product: ProductDetail, currency: Currency) {
  return {
    ...toApiProductItem(product, currency),
    CategoryId: product.categoryId,
    ShortDescription: product.shortDescription,
    Description: product.description,
    VatRate: product.vatRate / 10_000,
    Variants: product.variants.map((variant) => ({
      Id: variant.id,
      PartNo: variant.partNo,
      OnHand: { Value: variant.onHand },
      OnHandStore: { Value: variant.onHandStore },
      VariantParametrics: variant.values.map((value) => ({
        ParametricId: value.parametricId,
        Code: value.code,
        ValueId: value.valueId,
        ValueIdSeed: String(value.valueId),
        Value: value.name,
        SortOrder: value.sortOrder,
        Swatch: value.swatch,
      })),
    })),
    Files: product.files.map((file) => ({
      Key: file.key,
      ImageKey: file.key,
      Path: `/img/${file.key}`,
      ColourValueId: file.colourValueId,
    })),
    Parametrics: product.attributes.map((attribute) => ({ Name: attribute.name, Values: attribute.values })),
  };
}

/** A part number's stock in SPEC §7 field names. */
export const toPartStockJson = (stock: PartStock) => ({
  PartNo: stock.partNo,
  OnHand: { Value: stock.onHand },
  OnHandStore: { Value: stock.onHandStore },
  Warehouses: stock.warehouses.map((row) => ({
    Id: row.id,
    Code: row.code,
    Name: row.name,
    OnHand: { Value: row.onHand },
  })),
  Stores: stock.stores.map((row) => ({
    Id: row.id,
    Code: row.code,
    Name: row.name,
    City: row.city,
    Latitude: row.latitude,
    Longitude: row.longitude,
    OnHand: { Value: row.onHand },
  })),
});

/** A part number's stock as /api/product/get-product-onhand-by-partno answers it. */
export type PartStockJson = ReturnType<typeof toPartStockJson>;
