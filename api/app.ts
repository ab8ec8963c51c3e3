import { Hono, type Context } from "hono";
import type { Commerce } from "#commerce/commerce.ts";
import { createAccountApi } from "./account.ts";
import { createApplicationApi } from "./application.ts";
import { createCategoryApi } from "./category.ts";
import { createCheckoutAdapterApi } from "./checkout-adapter.ts";
import { createCheckoutApi } from "./checkout.ts";
import { answerError } from "./errors.ts";
import { createProductApi } from "./product.ts";
import { createSearchAndFilterApi } from "./search-and-filter.ts";
import { provideShopper, type ShopperEnv } from "./shopper.ts";
import { createShoppingApi } from "./shopping.ts";
import { createStoresApi, createWarehousesApi } from "./stores.ts";
import { createWishlistApi } from "./wishlist.ts";

/**
 * The JSON API of SPEC §7, mounted at /api. Each resource group lives in its own file. `originOf`
 * gives the shop's public origin for a call (the server's PUBLIC_URL resolution), which absolute
 * URLs the API hands out (the welcome mail's links) start with.
 */
export function createApi(commerce: Commerce, logError: (error: unknown) => void, originOf: (c: Context) => string) {
  const checkoutAdapter = createCheckoutAdapterApi(commerce, logError);
  return (
    new Hono<ShopperEnv>()
      .use(provideShopper(commerce))
      .route("/", createApplicationApi(commerce))
      .route("/account", createAccountApi(commerce, originOf))
      .route("/category", createCategoryApi(commerce))
      .route("/product", createProductApi(commerce))
      .route("/search-and-filter", createSearchAndFilterApi(commerce))
      .route("/shopping", createShoppingApi(commerce))
      .route("/wishlist", createWishlistApi(commerce))
      .route("/stores", createStoresApi(commerce))
      .route("/warehouses", createWarehousesApi(commerce))
      .route("/checkout", createCheckoutApi(commerce))
      .route("/checkout-adapter", checkoutAdapter.adapter)
      .route("/checkout-service", checkoutAdapter.service)
      // Mounted sub-apps fall through to the storefront, so unknown API calls are caught here.
      .all("*", (c) => c.json({ statusCode: 404, statusMessage: `No API route ${c.req.method} ${c.req.path}` }, 404))
      .onError((error, c) => answerError(error, c, logError))
  );
}
