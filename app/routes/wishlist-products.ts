import type { Route } from "./+types/wishlist-products.ts";
import { parseWishlistIds } from "../shop/wishlist-ids.ts";

/** The wishlist's products (ids from the browser's list) with variants and stock, in the shopper's locale and currency. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = context.shopper.locale;
  const currency = await context.shopper.currency();
  const ids = parseWishlistIds(new URL(request.url).searchParams.get("ids")).slice(0, 200);
  const cards = await context.commerce.catalogue.getProductCards(locale, currency.priceListId, ids);
  const details = await Promise.all(
    cards.map((card) =>
      context.commerce.catalogue.getProductByUniqueName(locale, card.uniqueName, currency.priceListId),
    ),
  );
  return { products: details.flatMap((detail) => detail ?? []) };
}
