import { z } from "zod";
import { boundedCount, categoryId, defineBlock, optionalText, productName } from "./fields.ts";

/** Blocks that show the catalogue; their data is read on the server in the page's locale and currency. */

/** One category with its picture and links to its subcategories. */
export const categoryWidgetBlock = defineBlock("CategoryWidget", {
  category: categoryId,
  title: optionalText,
});

/** Category tiles with pictures. */
export const featuredCategoriesBlock = defineBlock("FeaturedCategories", {
  title: optionalText,
  categories: z.array(categoryId).min(1),
});

/** Categories as a row of links. */
export const selectedCategoriesBlock = defineBlock("SelectedCategories", {
  title: optionalText,
  categories: z.array(categoryId).min(1),
});

/**
 * A shelf of products: named ones, or the latest of the catalogue, of a category, or those on
 * sale or new.
 */
export const featuredProductsBlock = defineBlock("FeaturedProducts", {
  title: optionalText,
  source: z.enum(["products", "latest", "category", "sale", "news"]).default("latest"),
  products: z.array(productName).default([]),
  category: categoryId.optional(),
  limit: boundedCount(1, 24, 8),
});

/** One product: picture, name, brand, price, description and a link to it. */
export const productDetailsBlock = defineBlock("ProductDetails", {
  product: productName,
});

/** A product's attributes (material, colours, sizes) as a list. */
export const productAttributesBlock = defineBlock("ProductAttributes", {
  product: productName,
  title: optionalText,
});
