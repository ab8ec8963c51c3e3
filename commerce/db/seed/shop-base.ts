import {
  categories,
  categoryTranslations,
  flags,
  flagTranslations,
  manufacturers,
  parametrics,
  parametricTranslations,
  parametricValues,
  parametricValueTranslations,
  productTypes,
  productTypeTranslations,
} from "#commerce/modules/catalogue/schema.ts";
import {
  deliveryMethodPrices,
  deliveryMethods,
  deliveryMethodTranslations,
  paymentMethods,
  paymentMethodTranslations,
} from "#commerce/modules/checkout/schema.ts";
import { mediaFiles } from "#commerce/modules/media/schema.ts";
import { currencies, priceLists } from "#commerce/modules/pricing/schema.ts";
import { stores, storeTranslations, warehouses } from "#commerce/modules/stores/schema.ts";
import { slugify } from "#commerce/slug.ts";
import type { DatabaseOrTransaction } from "../client.ts";
import { drawCategoryArtwork } from "./artwork.ts";
import {
  type CategorySeed,
  demoBrands,
  demoCategories,
  demoColours,
  demoMaterials,
  demoSizeScales,
  type ProductLine,
  type SizeScale,
  type Text,
} from "./demo-catalogue.ts";
import {
  demoCurrencies,
  demoDeliveryMethods,
  demoFlags,
  demoPaymentMethods,
  demoStores,
  demoWarehouses,
} from "./demo-shop.ts";

export interface LeafCategory {
  id: number;
  line: ProductLine;
  /** The English name of the top category, which tells apart e.g. women's and men's down jackets. */
  audience: Text;
  productTypeId: number;
}

export interface ValueRef {
  id: number;
  code: string;
  name: Text;
  swatch?: string;
}

/** Ids of everything products refer to, written once before the products. */
export interface ShopBase {
  leaves: LeafCategory[];
  parametricIds: { color: number; size: number; material: number };
  colours: ValueRef[];
  sizes: Record<SizeScale, ValueRef[]>;
  materials: Map<string, ValueRef>;
  brands: { id: number; name: string }[];
  flagIds: { news: number; sale: number };
  priceLists: { id: number; rateFromSek: number; priceEnding: number }[];
  warehouseIds: number[];
  storeIds: number[];
}

const bilingual = (text: Text) => [
  { locale: "sv-SE", name: text.sv },
  { locale: "en-GB", name: text.en },
];

/** Writes the shop's fixed data: currencies, attributes, category tree, brands, stores, payment and delivery. */
export async function writeShopBase(db: DatabaseOrTransaction): Promise<ShopBase> {
  const priceListRows: ShopBase["priceLists"] = [];
  for (const [index, currency] of demoCurrencies.entries()) {
    const [row] = await db
      .insert(currencies)
      .values({
        code: currency.code,
        name: currency.name,
        prefix: currency.prefix,
        suffix: currency.suffix,
        isDefault: currency.isDefault,
        sortOrder: index,
      })
      .returning({ id: currencies.id });
    const [list] = await db
      .insert(priceLists)
      .values({ code: `WEB-${currency.code}`, name: `Webb ${currency.code}`, currencyId: row!.id })
      .returning({ id: priceLists.id });
    priceListRows.push({ id: list!.id, rateFromSek: currency.rateFromSek, priceEnding: currency.priceEnding });
  }

  const writeParametric = async (
    code: string,
    type: "list" | "multi",
    name: Text,
    sortOrder: number,
    isVariantAxis: boolean,
  ) => {
    const [row] = await db
      .insert(parametrics)
      .values({ code, type, sortOrder, isVariantAxis })
      .returning({ id: parametrics.id });
    await db.insert(parametricTranslations).values(bilingual(name).map((t) => ({ parametricId: row!.id, ...t })));
    return row!.id;
  };
  const writeValue = async (
    parametricId: number,
    code: string,
    name: Text,
    sortOrder: number,
    swatch?: string,
  ): Promise<ValueRef> => {
    const [row] = await db
      .insert(parametricValues)
      .values({ parametricId, code, sortOrder, swatch })
      .returning({ id: parametricValues.id });
    await db.insert(parametricValueTranslations).values(bilingual(name).map((t) => ({ valueId: row!.id, ...t })));
    return { id: row!.id, code, name, ...(swatch ? { swatch } : {}) };
  };

  const parametricIds = {
    color: await writeParametric("color", "list", { sv: "Färg", en: "Colour" }, 1, true),
    size: await writeParametric("size", "list", { sv: "Storlek", en: "Size" }, 2, true),
    material: await writeParametric("material", "multi", { sv: "Material", en: "Material" }, 3, false),
  };
  const colours: ValueRef[] = [];
  for (const [index, colour] of demoColours.entries()) {
    colours.push(await writeValue(parametricIds.color, colour.code, colour.name, index, colour.swatch));
  }
  const sizes = {} as Record<SizeScale, ValueRef[]>;
  let sizeOrder = 0;
  for (const [scale, values] of Object.entries(demoSizeScales) as [SizeScale, Text[]][]) {
    sizes[scale] = [];
    for (const value of values) {
      sizes[scale].push(await writeValue(parametricIds.size, `${scale}-${slugify(value.en)}`, value, (sizeOrder += 1)));
    }
  }
  const materials = new Map<string, ValueRef>();
  for (const [index, [code, name]] of Object.entries(demoMaterials).entries()) {
    materials.set(code, await writeValue(parametricIds.material, code, name, index));
  }

  const flagIds = { news: 0, sale: 0 };
  for (const [index, flag] of demoFlags.entries()) {
    const [row] = await db.insert(flags).values({ code: flag.code, sortOrder: index }).returning({ id: flags.id });
    await db.insert(flagTranslations).values(bilingual(flag.name).map((t) => ({ flagId: row!.id, ...t })));
    flagIds[flag.code as keyof typeof flagIds] = row!.id;
  }

  const brands = await db
    .insert(manufacturers)
    .values(demoBrands)
    .returning({ id: manufacturers.id, name: manufacturers.name });

  const leaves: LeafCategory[] = [];
  let categoryCount = 0;
  const writeCategory = async (seed: CategorySeed, parentId: number | null, audience: Text, sortOrder: number) => {
    categoryCount += 1;
    const imageKey = `categories/${slugify(seed.name.en)}-${categoryCount}.svg`;
    await db
      .insert(mediaFiles)
      .values({ key: imageKey, contentType: "image/svg+xml", bytes: Buffer.from(drawCategoryArtwork(categoryCount)) });
    const [row] = await db
      .insert(categories)
      .values({ parentId, sortOrder, imageKey })
      .returning({ id: categories.id });
    await db.insert(categoryTranslations).values([
      { categoryId: row!.id, locale: "sv-SE", name: seed.name.sv, slug: slugify(seed.name.sv) },
      { categoryId: row!.id, locale: "en-GB", name: seed.name.en, slug: slugify(seed.name.en) },
    ]);
    if (seed.products) {
      const [type] = await db
        .insert(productTypes)
        .values({ code: slugify(`${audience.en} ${seed.name.en}`) })
        .returning({ id: productTypes.id });
      await db
        .insert(productTypeTranslations)
        .values(bilingual(seed.name).map((t) => ({ productTypeId: type!.id, ...t })));
      leaves.push({ id: row!.id, line: seed.products, audience, productTypeId: type!.id });
    }
    for (const [index, child] of (seed.children ?? []).entries()) {
      await writeCategory(child, row!.id, audience, index);
    }
  };
  for (const [index, top] of demoCategories.entries()) await writeCategory(top, null, top.name, index);

  const warehouseRows = await db.insert(warehouses).values(demoWarehouses).returning({ id: warehouses.id });
  const storeIds: number[] = [];
  for (const [index, store] of demoStores.entries()) {
    const [row] = await db
      .insert(stores)
      .values({
        code: store.code,
        streetAddress: store.streetAddress,
        zipCode: store.zipCode,
        city: store.city,
        latitude: store.latitude,
        longitude: store.longitude,
        phone: store.phone,
        fax: store.fax,
        email: `${slugify(store.name.sv.replace(/^Butik /, ""))}@butik.se`,
        weekdayOpens: store.weekdays?.[0],
        weekdayCloses: store.weekdays?.[1],
        saturdayOpens: store.saturday?.[0],
        saturdayCloses: store.saturday?.[1],
        sundayOpens: store.sunday?.[0],
        sundayCloses: store.sunday?.[1],
        sortOrder: index,
      })
      .returning({ id: stores.id });
    await db.insert(storeTranslations).values([
      {
        storeId: row!.id,
        locale: "sv-SE",
        name: store.name.sv,
        description: `Välkommen till ${store.name.sv} i ${store.city}.`,
      },
      {
        storeId: row!.id,
        locale: "en-GB",
        name: store.name.en,
        description: `Welcome to ${store.name.en} in ${store.city}.`,
      },
    ]);
    storeIds.push(row!.id);
  }

  for (const [index, method] of demoPaymentMethods.entries()) {
    const [row] = await db
      .insert(paymentMethods)
      .values({ code: method.code, provider: method.provider, kind: method.kind, sortOrder: index })
      .returning({ id: paymentMethods.id });
    await db.insert(paymentMethodTranslations).values([
      { paymentMethodId: row!.id, locale: "sv-SE", name: method.name.sv, description: method.description.sv },
      { paymentMethodId: row!.id, locale: "en-GB", name: method.name.en, description: method.description.en },
    ]);
  }
  for (const [index, method] of demoDeliveryMethods.entries()) {
    const [row] = await db
      .insert(deliveryMethods)
      .values({ code: method.code, kind: method.kind, sortOrder: index })
      .returning({ id: deliveryMethods.id });
    await db
      .insert(deliveryMethodTranslations)
      .values(bilingual(method.name).map((t) => ({ deliveryMethodId: row!.id, ...t })));
    await db.insert(deliveryMethodPrices).values(
      Object.entries(method.prices).map(([currencyCode, priceIncVat]) => ({
        deliveryMethodId: row!.id,
        currencyCode,
        priceIncVat,
      })),
    );
  }

  return {
    leaves,
    parametricIds,
    colours,
    sizes,
    materials,
    brands,
    flagIds,
    priceLists: priceListRows,
    warehouseIds: warehouseRows.map((row) => row.id),
    storeIds,
  };
}
