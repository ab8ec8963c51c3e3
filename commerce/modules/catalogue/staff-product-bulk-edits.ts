import { and, eq, inArray, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#commerce/db/client.ts";
import { categories, flags, productFlags, products } from "./schema.ts";

// The catalogue's steps of the product list's bulk actions (flows/staff-product-bulk.ts), each
// run inside the flow's transaction; the flow refreshes the search index after it commits.

/** Locks the given products against concurrent edits until the transaction ends; answers those that exist, and whether each is archived. */
export async function lockProducts(
  tx: DatabaseOrTransaction,
  productIds: readonly number[],
): Promise<{ id: number; archived: boolean }[]> {
  return tx
    .select({ id: products.id, archived: sql<boolean>`${products.archivedAt} is not null` })
    .from(products)
    .where(inArray(products.id, [...productIds]))
    .orderBy(products.id)
    .for("update");
}

/** Whether a flag with this id exists. */
export async function flagExists(tx: DatabaseOrTransaction, flagId: number): Promise<boolean> {
  const [row] = await tx.select({ id: flags.id }).from(flags).where(eq(flags.id, flagId));
  return row !== undefined;
}

/** Whether a category with this id exists (active or not: staff may file products under a hidden one). */
export async function categoryExists(tx: DatabaseOrTransaction, categoryId: number): Promise<boolean> {
  const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  return row !== undefined;
}

/** Publishes the products on the storefront or takes them off it (products.is_active); answers how many changed. */
export async function setProductsPublished(
  tx: DatabaseOrTransaction,
  productIds: readonly number[],
  published: boolean,
): Promise<number> {
  const changed = await tx
    .update(products)
    .set({ isActive: published })
    .where(and(inArray(products.id, [...productIds]), sql`${products.isActive} <> ${published}`))
    .returning({ id: products.id });
  return changed.length;
}

/** Gives the products the flag; those that have it already keep it. Answers how many gained it. */
export async function addFlagToProducts(
  tx: DatabaseOrTransaction,
  productIds: readonly number[],
  flagId: number,
): Promise<number> {
  const added = await tx
    .insert(productFlags)
    .values(productIds.map((productId) => ({ productId, flagId })))
    .onConflictDoNothing()
    .returning({ productId: productFlags.productId });
  return added.length;
}

/** Takes the flag off the products; answers how many had it. */
export async function removeFlagFromProducts(
  tx: DatabaseOrTransaction,
  productIds: readonly number[],
  flagId: number,
): Promise<number> {
  const removed = await tx
    .delete(productFlags)
    .where(and(eq(productFlags.flagId, flagId), inArray(productFlags.productId, [...productIds])))
    .returning({ productId: productFlags.productId });
  return removed.length;
}

/** Files the products under the category; answers how many moved. */
export async function moveProductsToCategory(
  tx: DatabaseOrTransaction,
  productIds: readonly number[],
  categoryId: number,
): Promise<number> {
  const moved = await tx
    .update(products)
    .set({ categoryId })
    .where(and(inArray(products.id, [...productIds]), sql`${products.categoryId} <> ${categoryId}`))
    .returning({ id: products.id });
  return moved.length;
}
