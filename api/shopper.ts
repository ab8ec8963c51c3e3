import type { Context, MiddlewareHandler } from "hono";
import type { Commerce } from "#commerce/commerce.ts";
import { problem } from "#commerce/error-codes.ts";
import { DomainError } from "#commerce/errors.ts";
import { createShopper, type Shopper } from "#server/shopper.ts";
import { readQuery } from "./query.ts";
import { resolveCurrencyParam, shopParams } from "./shop-params.ts";

/** The API's Hono variables: every call's shopper, as `c.get("shopper")`. */
export type ShopperEnv = { Variables: { shopper: Shopper } };

/**
 * Builds each call's shopper: the culture and currency its query asks for (SPEC §3 store context;
 * a bad or unknown one is a 400 once a handler needs them), the cookies it sets on the answer.
 */
export function provideShopper(commerce: Commerce): MiddlewareHandler<ShopperEnv> {
  return async (c, next) => {
    let query: ReturnType<typeof readShopQuery> | undefined;
    const shopQuery = () => (query ??= readShopQuery(c));
    const place = {
      locale: () => shopQuery().cultureCode,
      currency: () => resolveCurrencyParam(commerce, shopQuery().currencyId),
    };
    c.set(
      "shopper",
      createShopper(c.req.raw, commerce, place, (cookie) => c.header("Set-Cookie", cookie, { append: true })),
    );
    await next();
  };
}

const readShopQuery = (c: Context) => readQuery(c, shopParams);

/** The caller's basket id; a call that needs a basket and has none is a 404. */
export function requireBasketId(shopper: Shopper): string {
  if (!shopper.basketId) throw new DomainError("not_found", problem("basket_not_found"));
  return shopper.basketId;
}
