import { and, asc, eq } from "drizzle-orm";
import type { Database } from "#commerce/db/client.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import { productTypes, productTypeTranslations } from "./schema.ts";

/** Product types with their names in one locale. */
export function listProductTypes(
  db: Database,
  locale: ShopLocale,
): Promise<{ id: number; code: string; name: string }[]> {
  return db
    .select({ id: productTypes.id, code: productTypes.code, name: productTypeTranslations.name })
    .from(productTypes)
    .innerJoin(
      productTypeTranslations,
      and(eq(productTypeTranslations.productTypeId, productTypes.id), eq(productTypeTranslations.locale, locale)),
    )
    .orderBy(asc(productTypes.id));
}
