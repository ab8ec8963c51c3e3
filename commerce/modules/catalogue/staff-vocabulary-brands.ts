import { sql } from "drizzle-orm";
import { type DatabaseOrTransaction, selectRows } from "#commerce/db/client.ts";
import { problem } from "#commerce/error-codes.ts";
import { DomainError, invalidField } from "#commerce/errors.ts";
import { slugify } from "#commerce/slug.ts";
import { manufacturers, products } from "./schema.ts";

/** A brand as the back office edits it, with how many products (archived ones too) carry it. */
export interface StaffBrand {
  id: number;
  name: string;
  /** The name as SPEC §2 slugs it, unique among brands. */
  slug: string;
  productCount: number;
}

/** Every brand by name, or the one with `onlyId`. */
export function readBrands(db: DatabaseOrTransaction, onlyId?: number): Promise<StaffBrand[]> {
  return selectRows<StaffBrand>(
    db,
    sql`select b.id, b.name, b.slug,
          (select count(*) from ${products} p where p.manufacturer_id = b.id)::int as "productCount"
        from ${manufacturers} b ${onlyId === undefined ? sql`` : sql`where b.id = ${onlyId}`}
        order by lower(b.name), b.id`,
  );
}

/** One brand, or not found. */
export async function requireBrand(tx: DatabaseOrTransaction, id: number): Promise<StaffBrand> {
  const [brand] = await readBrands(tx, id);
  if (!brand) throw new DomainError("not_found", problem("vocabulary_not_found"));
  return brand;
}

/** Serialises brand writes (names and slugs are checked, then written) while the shop goes on reading brands. */
export async function lockBrands(tx: DatabaseOrTransaction): Promise<void> {
  await tx.execute(sql`lock table ${manufacturers} in share row exclusive mode`);
}

/**
 * The name and slug a brand may take: no other brand may have the name (in any case) or the slug,
 * which SPEC §2's rule makes from it.
 */
async function freeNameAndSlug(tx: DatabaseOrTransaction, name: string, exceptId?: number) {
  const slug = slugify(name);
  const [clash] = await selectRows<{ id: number }>(
    tx,
    sql`select id from ${manufacturers}
        where (lower(name) = lower(${name}) or slug = ${slug}) ${exceptId === undefined ? sql`` : sql`and id <> ${exceptId}`}
        limit 1`,
  );
  if (clash) throw invalidField("name", problem("brand_name_taken", { name }));
  return { name, slug };
}

/** Adds a brand. */
export async function insertBrand(tx: DatabaseOrTransaction, name: string): Promise<number> {
  const [row] = await tx
    .insert(manufacturers)
    .values(await freeNameAndSlug(tx, name))
    .returning({ id: manufacturers.id });
  return row!.id;
}

/**
 * Renames a brand; its slug follows the name. Nothing links to a brand by its slug (listing
 * filters name brands by id: mfrf|3), so no URL changes with it.
 */
export async function renameBrand(tx: DatabaseOrTransaction, id: number, name: string): Promise<{ slug: string }> {
  const free = await freeNameAndSlug(tx, name, id);
  await tx.execute(sql`update ${manufacturers} set name = ${free.name}, slug = ${free.slug} where id = ${id}`);
  return { slug: free.slug };
}

/**
 * Deletes a brand no product carries and answers it as it was; one in use is refused, saying by
 * how many products. Its row is locked before the products are counted, so a product being saved
 * with it right now is counted (see deleteTerm).
 */
export async function deleteBrand(tx: DatabaseOrTransaction, id: number): Promise<StaffBrand> {
  await tx.execute(sql`select id from ${manufacturers} where id = ${id} for update`);
  const brand = await requireBrand(tx, id);
  if (brand.productCount > 0)
    throw new DomainError("conflict", problem("vocabulary_in_use", { count: brand.productCount }));
  await tx.execute(sql`delete from ${manufacturers} where id = ${brand.id}`);
  return brand;
}
