/** What the back office changes: a product's texts, price, category, flags, attributes and stock, and a store's hours. */
export const editKinds = ["name", "price", "category", "flag", "parametric", "stock", "store hours"] as const;
export type EditKind = (typeof editKinds)[number];

/** The kinds that change one product (each one catalogue change). */
export const productEditKinds = editKinds.filter((kind) => kind !== "store hours");

/** A product the bench edits: published, in an active category, priced, in stock. */
export interface EditableProduct {
  productId: number;
  categoryId: number;
}
