import { and, asc, eq } from "drizzle-orm";
import type { Database } from "#commerce/db/client.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import type { CatalogueCache } from "./catalogue-cache.ts";
import {
  flags,
  flagTranslations,
  manufacturers,
  parametrics,
  parametricTranslations,
  parametricValues,
  parametricValueTranslations,
} from "./schema.ts";

/** The catalogue's words in one locale: attributes and their values, brands and flags. */
export interface CatalogueVocabulary {
  parametrics: Map<
    number,
    {
      id: number;
      code: string;
      type: "list" | "multi" | "text" | "number" | "boolean";
      name: string;
      sortOrder: number;
    }
  >;
  values: Map<
    number,
    { id: number; parametricId: number; code: string; name: string; sortOrder: number; swatch: string | null }
  >;
  brands: Map<number, { id: number; name: string }>;
  flags: Map<number, { id: number; code: string; name: string; sortOrder: number }>;
}

/** Attributes, values, brands and flags in one locale; cached until one of them changes. */
export function getVocabulary(db: Database, cache: CatalogueCache, locale: ShopLocale): Promise<CatalogueVocabulary> {
  return cache.get(`vocabulary|${locale}`, { kinds: ["vocabulary"] }, () => readVocabulary(db, locale));
}

/** Reads the vocabulary of one locale; small and rarely changed, so it is cached. */
async function readVocabulary(db: Database, locale: ShopLocale): Promise<CatalogueVocabulary> {
  const [parametricRows, valueRows, brandRows, flagRows] = await Promise.all([
    db
      .select({
        id: parametrics.id,
        code: parametrics.code,
        type: parametrics.type,
        name: parametricTranslations.name,
        sortOrder: parametrics.sortOrder,
      })
      .from(parametrics)
      .innerJoin(
        parametricTranslations,
        and(eq(parametricTranslations.parametricId, parametrics.id), eq(parametricTranslations.locale, locale)),
      )
      .orderBy(asc(parametrics.sortOrder)),
    db
      .select({
        id: parametricValues.id,
        parametricId: parametricValues.parametricId,
        code: parametricValues.code,
        name: parametricValueTranslations.name,
        sortOrder: parametricValues.sortOrder,
        swatch: parametricValues.swatch,
      })
      .from(parametricValues)
      .innerJoin(
        parametricValueTranslations,
        and(
          eq(parametricValueTranslations.valueId, parametricValues.id),
          eq(parametricValueTranslations.locale, locale),
        ),
      )
      .orderBy(asc(parametricValues.sortOrder)),
    db.select({ id: manufacturers.id, name: manufacturers.name }).from(manufacturers).orderBy(asc(manufacturers.name)),
    db
      .select({ id: flags.id, code: flags.code, name: flagTranslations.name, sortOrder: flags.sortOrder })
      .from(flags)
      .innerJoin(flagTranslations, and(eq(flagTranslations.flagId, flags.id), eq(flagTranslations.locale, locale)))
      .orderBy(asc(flags.sortOrder)),
  ]);
  return {
    parametrics: new Map(parametricRows.map((row) => [row.id, row])),
    values: new Map(valueRows.map((row) => [row.id, row])),
    brands: new Map(brandRows.map((row) => [row.id, row])),
    flags: new Map(flagRows.map((row) => [row.id, row])),
  };
}
