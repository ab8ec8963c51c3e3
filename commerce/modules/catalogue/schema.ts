import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { foldedText } from "./folded-text.ts";

/** Categories form a tree; names and slugs live per locale in categoryTranslations. */
export const categories = pgTable(
  "categories",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer().references((): AnyPgColumn => categories.id, { onDelete: "cascade" }),
    sortOrder: integer().notNull().default(0),
    imageKey: text(),
    isActive: boolean().notNull().default(true),
  },
  (t) => [index("categories_parent_idx").on(t.parentId, t.sortOrder)],
);

export const categoryTranslations = pgTable(
  "category_translations",
  {
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    locale: text().notNull(),
    name: text().notNull(),
    /** The name lower-cased, accents removed, spaces turned into hyphens (SPEC §2). */
    slug: text().notNull(),
    description: text(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.locale] }),
    index("category_translations_slug_idx").on(t.locale, t.slug),
  ],
);

export const manufacturers = pgTable("manufacturers", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  name: text().notNull().unique(),
  slug: text().notNull().unique(),
  logoKey: text(),
});

export const products = pgTable(
  "products",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** Locale-independent URL name: /product/{uniqueName}. */
    uniqueName: text().notNull().unique(),
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
    manufacturerId: integer().references(() => manufacturers.id),
    productTypeId: integer().references(() => productTypes.id),
    /** VAT in basis points: 2500 is 25 %. */
    vatRate: integer().notNull().default(2500),
    isActive: boolean().notNull().default(true),
    /** Set when staff archive the product: hidden from the shop and from the back office's list unless asked for. */
    archivedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("products_category_idx").on(t.categoryId),
    index("products_manufacturer_idx").on(t.manufacturerId),
    index("products_created_idx").on(t.createdAt),
  ],
);

export const productTranslations = pgTable(
  "product_translations",
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    locale: text().notNull(),
    name: text().notNull(),
    shortDescription: text().notNull().default(""),
    description: text().notNull().default(""),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.locale] }),
    index("product_translations_name_idx").on(t.locale, t.name),
    // The back office's search by part of a name, accents and case ignored (staff-product-list.ts).
    index("product_translations_search_idx").using("gin", sql`${foldedText(t.name)} gin_trgm_ops`),
  ],
);

export const productTypes = pgTable("product_types", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  code: text().notNull().unique(),
});

export const productTypeTranslations = pgTable(
  "product_type_translations",
  {
    productTypeId: integer()
      .notNull()
      .references(() => productTypes.id, { onDelete: "cascade" }),
    locale: text().notNull(),
    name: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.productTypeId, t.locale] })],
);

/** A variant is one buyable part number of a product (a colour and size). */
export const variants = pgTable(
  "variants",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    partNo: text().notNull().unique(),
    ean: text(),
    sortOrder: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    /** Below this many in stock the variant counts as low; the shop's setting when null. */
    lowStockThreshold: integer(),
  },
  (t) => [
    check("variants_low_stock_threshold_not_negative", sql`${t.lowStockThreshold} >= 0`),
    index("variants_product_idx").on(t.productId, t.sortOrder),
    // The back office's search by part of a part number (ILIKE; trigrams ignore case).
    index("variants_part_no_search_idx").using("gin", sql`${t.partNo} gin_trgm_ops`),
  ],
);

export const parametricType = pgEnum("parametric_type", ["list", "multi", "text", "number", "boolean"]);

/** An attribute such as colour or size; `code` groups its values (SPEC §3 ParametricCode). */
export const parametrics = pgTable("parametrics", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  code: text().notNull().unique(),
  type: parametricType().notNull(),
  sortOrder: integer().notNull().default(0),
  /** Shown as a filter group on listings. */
  isFilterable: boolean().notNull().default(true),
  /** Varies between the variants of one product (colour, size) rather than per product. */
  isVariantAxis: boolean().notNull().default(false),
});

export const parametricTranslations = pgTable(
  "parametric_translations",
  {
    parametricId: integer()
      .notNull()
      .references(() => parametrics.id, { onDelete: "cascade" }),
    locale: text().notNull(),
    name: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.parametricId, t.locale] })],
);

export const parametricValues = pgTable(
  "parametric_values",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    parametricId: integer()
      .notNull()
      .references(() => parametrics.id, { onDelete: "cascade" }),
    code: text().notNull(),
    sortOrder: integer().notNull().default(0),
    /** A CSS colour for swatches, where the value is a colour. */
    swatch: text(),
  },
  (t) => [uniqueIndex("parametric_values_code_idx").on(t.parametricId, t.code)],
);

export const parametricValueTranslations = pgTable(
  "parametric_value_translations",
  {
    valueId: integer()
      .notNull()
      .references(() => parametricValues.id, { onDelete: "cascade" }),
    locale: text().notNull(),
    name: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.valueId, t.locale] })],
);

export const variantParametricValues = pgTable(
  "variant_parametric_values",
  {
    variantId: integer()
      .notNull()
      .references(() => variants.id, { onDelete: "cascade" }),
    parametricId: integer()
      .notNull()
      .references(() => parametrics.id, { onDelete: "cascade" }),
    valueId: integer()
      .notNull()
      .references(() => parametricValues.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.parametricId] }),
    index("variant_parametric_values_value_idx").on(t.valueId, t.variantId),
  ],
);

/** Per-product values, for multi-value attributes such as material. */
export const productParametricValues = pgTable(
  "product_parametric_values",
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    valueId: integer()
      .notNull()
      .references(() => parametricValues.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.valueId] }),
    index("product_parametric_values_value_idx").on(t.valueId, t.productId),
  ],
);

export const flags = pgTable("flags", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  code: text().notNull().unique(),
  sortOrder: integer().notNull().default(0),
});

export const flagTranslations = pgTable(
  "flag_translations",
  {
    flagId: integer()
      .notNull()
      .references(() => flags.id, { onDelete: "cascade" }),
    locale: text().notNull(),
    name: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.flagId, t.locale] })],
);

export const productFlags = pgTable(
  "product_flags",
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    flagId: integer()
      .notNull()
      .references(() => flags.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.flagId] }), index("product_flags_flag_idx").on(t.flagId, t.productId)],
);

/** Images and documents of a product; `colourValueId` ties an image to one colour. */
export const productFiles = pgTable(
  "product_files",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    colourValueId: integer().references(() => parametricValues.id),
    /** Key into the media store; served as /img/{key}. */
    key: text().notNull(),
    kind: text().notNull().default("image"),
    sortOrder: smallint().notNull().default(0),
    altText: text(),
    /** Alt text per shop locale ({"sv-SE": "…", "en-GB": "…"}); `altText` is the fallback. */
    altTexts: jsonb().$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [index("product_files_product_idx").on(t.productId, t.sortOrder)],
);

export const productRelationType = pgEnum("product_relation_type", ["similar", "accessory", "complement"]);

export const productRelations = pgTable(
  "product_relations",
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    relatedProductId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    type: productRelationType().notNull(),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.relatedProductId, t.type] }),
    check("product_relations_not_self", sql`${t.productId} <> ${t.relatedProductId}`),
  ],
);

/**
 * One row: a counter raised whenever products, prices or stock change (with the search index
 * refresh), so every server process knows when its in-memory catalogue data is out of date.
 * Each raise logs what changed in catalogue_changes.
 */
export const catalogueState = pgTable("catalogue_state", {
  id: integer().primaryKey().default(1),
  version: integer().notNull().default(0),
  changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The change feed: one row per raise of catalogue_state.version saying what changed (kinds, and
 * the products for per-product kinds), so other processes update their indexes and caches for
 * those products only. Old rows are pruned; a process further behind rebuilds everything.
 */
export const catalogueChanges = pgTable("catalogue_changes", {
  version: integer().primaryKey(),
  kinds: text().array().notNull(),
  productIds: integer().array().notNull(),
  changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
