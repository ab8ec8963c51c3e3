import type { InferInsertModel } from "drizzle-orm";
import type {
  productFiles,
  productFlags,
  productParametricValues,
  productRelations,
  products,
  productTranslations,
  variantParametricValues,
  variants,
} from "#commerce/modules/catalogue/schema.ts";
import type { mediaFiles } from "#commerce/modules/media/schema.ts";
import type { productPrices } from "#commerce/modules/pricing/schema.ts";
import type { storeStock, warehouseStock } from "#commerce/modules/stores/schema.ts";
import { slugify } from "#commerce/slug.ts";
import { drawProductArtwork } from "./artwork.ts";
import type { ProductKind } from "./artwork/kinds.ts";
import { modelNames, type ProductLine, type ProductNoun, type SizeScale } from "./demo-catalogue.ts";
import { productTexts } from "./product-descriptions.ts";
import { createRandom, type Random } from "./random.ts";
import type { ShopBase, ValueRef } from "./shop-base.ts";

/** Rows for a range of products, in insertion order (parents before children). */
export interface ProductBatch {
  mediaFiles: InferInsertModel<typeof mediaFiles>[];
  products: InferInsertModel<typeof products>[];
  productTranslations: InferInsertModel<typeof productTranslations>[];
  variants: InferInsertModel<typeof variants>[];
  variantParametricValues: InferInsertModel<typeof variantParametricValues>[];
  productParametricValues: InferInsertModel<typeof productParametricValues>[];
  productFlags: InferInsertModel<typeof productFlags>[];
  productPrices: InferInsertModel<typeof productPrices>[];
  productFiles: InferInsertModel<typeof productFiles>[];
  warehouseStock: InferInsertModel<typeof warehouseStock>[];
  storeStock: InferInsertModel<typeof storeStock>[];
  productRelations: InferInsertModel<typeof productRelations>[];
}

export interface CatalogueShape {
  /** Products in the whole catalogue; relations only point inside it. */
  totalProducts: number;
  /** One picture per product and colour (demo shop) or a shared picture per kind and colour (generated catalogues). */
  artworkPerProduct: boolean;
  /** Chance that a variant is stocked in a given store. */
  storeStockChance: number;
}

/** The newest product is this old; each earlier product a little older, so "latest" has a clear order. */
const catalogueEpoch = Date.UTC(2026, 9, 30, 9, 0, 0);

const sizeRange: Record<SizeScale, [number, number]> = {
  clothing: [3, 6],
  kids: [3, 6],
  shoes: [4, 8],
  "one-size": [1, 1],
  "sleeping-bag": [1, 2],
  volume: [1, 2],
  tent: [1, 3],
};

/** Deterministic: product N always gets the same name, variants, prices and stock, whatever the batch. */
export function generateProductBatch(
  base: ShopBase,
  shape: CatalogueShape,
  firstId: number,
  count: number,
): ProductBatch {
  const batch: ProductBatch = {
    mediaFiles: [],
    products: [],
    productTranslations: [],
    variants: [],
    variantParametricValues: [],
    productParametricValues: [],
    productFlags: [],
    productPrices: [],
    productFiles: [],
    warehouseStock: [],
    storeStock: [],
    productRelations: [],
  };
  const lastId = Math.min(firstId + count - 1, shape.totalProducts);
  for (let id = firstId; id <= lastId; id += 1) addProduct(batch, base, shape, id);
  return batch;
}

function addProduct(batch: ProductBatch, base: ShopBase, shape: CatalogueShape, id: number): void {
  const random = createRandom(id * 2654435761);
  const leafIndex = (id - 1) % base.leaves.length;
  const leaf = base.leaves[leafIndex]!;
  const line = leaf.line;
  const combination = Math.floor((id - 1) / base.leaves.length);
  const noun = line.nouns[combination % line.nouns.length]!;
  const model = modelNames[Math.floor(combination / line.nouns.length) % modelNames.length]!;
  const generation = Math.floor(combination / (line.nouns.length * modelNames.length));
  const suffix = generation > 0 ? ` ${generation + 1}` : "";
  const brand = random.pick(base.brands);
  const nameSv = `${model} ${noun.sv}${suffix}`;
  const nameEn = `${model} ${noun.en}${suffix}`;
  const isSale = random.chance(0.15);
  const isNews = random.chance(0.12);
  const ageHours = isNews ? random.int(1, 14 * 24) : 15 * 24 + (shape.totalProducts - id) * 3;

  batch.products.push({
    id,
    uniqueName: slugify(`${leaf.audience.en} ${nameEn}`),
    categoryId: leaf.id,
    manufacturerId: brand.id,
    productTypeId: leaf.productTypeId,
    vatRate: 2500,
    createdAt: new Date(catalogueEpoch - ageHours * 3_600_000),
  });

  const materialCodes = random.sample(line.materials, random.int(1, Math.min(2, line.materials.length)));
  const materials = materialCodes.map((code) => base.materials.get(code)!).filter(Boolean);
  const texts = productTexts(
    { sv: nameSv, en: nameEn },
    noun.kind,
    brand.name,
    materials.map((material) => material.name),
  );
  batch.productTranslations.push(
    { productId: id, locale: "sv-SE", name: nameSv, ...texts.sv },
    { productId: id, locale: "en-GB", name: nameEn, ...texts.en },
  );
  for (const material of materials) batch.productParametricValues.push({ productId: id, valueId: material.id });
  if (isSale) batch.productFlags.push({ productId: id, flagId: base.flagIds.sale });
  if (isNews) batch.productFlags.push({ productId: id, flagId: base.flagIds.news });

  addPrices(batch, base, random, id, line, isSale);
  addVariants(batch, base, shape, random, id, line, noun);

  for (let step = 1; step <= 3; step += 1) {
    const relatedId = id + step * base.leaves.length;
    if (relatedId <= shape.totalProducts)
      batch.productRelations.push({ productId: id, relatedProductId: relatedId, type: "similar", sortOrder: step });
  }
}

function addPrices(
  batch: ProductBatch,
  base: ShopBase,
  random: Random,
  productId: number,
  line: ProductLine,
  isSale: boolean,
): void {
  const [low, high] = line.priceSek;
  const sek = Math.round(random.int(low, high) / 100) * 100 - 1;
  const saleSek = isSale ? Math.round((sek * random.int(60, 80)) / 100 / 10) * 10 - 1 : undefined;
  for (const list of base.priceLists) {
    const toMinor = (amountSek: number) => roundPrice(amountSek * list.rateFromSek, list.priceEnding);
    batch.productPrices.push({
      priceListId: list.id,
      productId,
      priceIncVat: toMinor(saleSek ?? sek),
      originalPriceIncVat: saleSek ? toMinor(sek) : null,
    });
  }
}

/** Rounds to a whole unit with a shop-like ending: 1 299 kr, €34.95, £29.99. Returns minor units. */
function roundPrice(amount: number, ending: number): number {
  if (ending === 0) return Math.max(1, Math.round(amount)) * 100;
  return Math.max(0, Math.floor(amount)) * 100 + ending;
}

function addVariants(
  batch: ProductBatch,
  base: ShopBase,
  shape: CatalogueShape,
  random: Random,
  productId: number,
  line: ProductLine,
  noun: ProductNoun,
): void {
  const colourCount = random.pick([1, 1, 2, 2, 2, 3, 3, 4]);
  const colours = random.sample(base.colours, colourCount);
  const scale = base.sizes[line.sizes];
  const [minSizes, maxSizes] = sizeRange[line.sizes];
  const sizeCount = Math.min(scale.length, random.int(minSizes, maxSizes));
  const firstSize = random.int(0, scale.length - sizeCount);
  const sizes = scale.slice(firstSize, firstSize + sizeCount);
  // Some colours are sold out in every size, but never every colour of a product with several.
  const soldOutColour = colours.length > 1 && random.chance(0.35) ? random.pick(colours) : undefined;

  let sortOrder = 0;
  for (const colour of colours) {
    addArtwork(batch, shape, productId, noun, colour, sortOrder);
    for (const size of sizes) {
      const variantId = productId * 100 + sortOrder;
      sortOrder += 1;
      batch.variants.push({ id: variantId, productId, partNo: partNumber(productId, colour, size), sortOrder });
      batch.variantParametricValues.push(
        { variantId, parametricId: base.parametricIds.color, valueId: colour.id },
        { variantId, parametricId: base.parametricIds.size, valueId: size.id },
      );
      const soldOut = colour === soldOutColour || random.chance(0.18);
      const [mainWarehouse, ...otherWarehouses] = base.warehouseIds;
      batch.warehouseStock.push({ warehouseId: mainWarehouse!, variantId, onHand: soldOut ? 0 : random.int(0, 40) });
      for (const warehouseId of otherWarehouses) {
        if (!soldOut && random.chance(0.3))
          batch.warehouseStock.push({ warehouseId, variantId, onHand: random.int(1, 12) });
      }
      for (const storeId of base.storeIds) {
        if (!soldOut && random.chance(shape.storeStockChance))
          batch.storeStock.push({ storeId, variantId, onHand: random.int(1, 6) });
      }
    }
  }
}

function partNumber(productId: number, colour: ValueRef, size: ValueRef): string {
  return `${String(productId).padStart(6, "0")}-${colour.code}-${size.code}`.toUpperCase();
}

/** Generated catalogues share one picture per kind of product and colour. */
export function sharedArtworkKey(kind: ProductKind, colour: ValueRef): string {
  return `artwork/${kind}-${colour.code}.svg`;
}

function addArtwork(
  batch: ProductBatch,
  shape: CatalogueShape,
  productId: number,
  noun: ProductNoun,
  colour: ValueRef,
  sortOrder: number,
): void {
  const key = shape.artworkPerProduct
    ? `products/${productId}-${colour.code}.svg`
    : sharedArtworkKey(noun.kind, colour);
  if (shape.artworkPerProduct) {
    const svg = drawProductArtwork(noun.kind, colour.swatch ?? "#888", productId * 31 + colour.id);
    batch.mediaFiles.push({ key, contentType: "image/svg+xml", bytes: Buffer.from(svg) });
  }
  batch.productFiles.push({ productId, colourValueId: colour.id, key, sortOrder, altText: null });
}
