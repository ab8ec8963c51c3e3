import { Hono, type Context } from "hono";
import { z } from "zod";
import type { Commerce } from "#commerce/commerce.ts";
import { problem } from "#commerce/error-codes.ts";
import { DomainError } from "#commerce/errors.ts";
import { idField, idText } from "#commerce/validation.ts";
import type { ShopperEnv } from "./shopper.ts";
import { readJsonBody } from "./query.ts";

/** Product ids as numbers or, from local storage, as text. */
const productIds = z.array(z.union([idField, idText])).max(200);
const updateBody = z.object({ ids: productIds, userId: idField.optional() });
const mergeBody = z.object({ ids: productIds });
const deleteBody = z.object({ userId: idField.optional() }).optional();

/**
 * /api/wishlist/*: the logged-in customer's saved wishlist (SPEC §7). get-wishlist answers the ids
 * as a comma-separated string; update takes the list; delete is used when it becomes empty. A
 * `userId` other than the session's is refused: a list is only ever its owner's.
 */
export function createWishlistApi(commerce: Commerce) {
  const requireCustomerId = async (c: Context<ShopperEnv>, userId?: number): Promise<number> => {
    const customer = await c.get("shopper").customer();
    if (!customer) throw new DomainError("unauthorized", problem("log_in_for_wishlist"));
    if (userId !== undefined && userId !== customer.id)
      throw new DomainError("forbidden", problem("not_your_wishlist"));
    return customer.id;
  };
  return new Hono<ShopperEnv>()
    .get("/get-wishlist", async (c) =>
      c.json((await commerce.wishlist.getWishlist(await requireCustomerId(c))).join(",")),
    )
    .post("/update-wishlist", async (c) => {
      const { ids, userId } = await readJsonBody(c, updateBody);
      return c.json((await commerce.wishlist.replaceWishlist(await requireCustomerId(c, userId), ids)).join(","));
    })
    .post("/merge-wishlist", async (c) => {
      const { ids } = await readJsonBody(c, mergeBody);
      return c.json((await commerce.wishlist.mergeWishlist(await requireCustomerId(c), ids)).join(","));
    })
    .post("/delete-wishlist", async (c) => {
      const body = await readJsonBody(c, deleteBody);
      await commerce.wishlist.deleteWishlist(await requireCustomerId(c, body?.userId));
      return c.body(null, 204);
    });
}
