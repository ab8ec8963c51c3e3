import { Hono, type Context } from "hono";
import { z } from "zod";
import type { Commerce } from "#commerce/commerce.ts";
import { idField } from "#commerce/validation.ts";
import { toApiBasket } from "./basket-shapes.ts";
import { readJsonBody, readQuery } from "./query.ts";
import { shopParams } from "./shop-params.ts";
import { requireBasketId, type ShopperEnv } from "./shopper.ts";

const itemBody = z.object({ variantId: idField.optional(), partNo: z.string().optional(), quantity: z.number().int() });
const itemsBody = z.object({ items: z.array(itemBody).min(1).max(50) });
const itemUpdateBody = z.object({ itemId: idField, quantity: z.number().int() });
const itemUpdatesBody = z.object({ items: z.array(itemUpdateBody).min(1).max(50) });
const itemIdBody = z.object({ itemId: idField });
const buyerBody = z.object({ buyer: z.record(z.string(), z.unknown()) });
const paymentMethodBody = z.object({ code: z.string().min(1).max(50) });
const deliveryMethodBody = z.object({ code: z.string().min(1).max(50), pickupStoreId: idField.optional() });
const paymentMethodQuery = shopParams.extend({ code: z.string().min(1).max(50) });

/**
 * /api/shopping/*: the basket calls of SPEC §7. The basket is the one named by the caller's
 * HttpOnly cookie; calls that change it are POST (or DELETE), never GET.
 */
export function createShoppingApi(commerce: Commerce) {
  /** Answers with the basket as the caller sees it. */
  const answer = async (c: Context<ShopperEnv>, basketId: string) => {
    const shopper = c.get("shopper");
    const { owner, view } = await shopper.basketAccess();
    return c.json(toApiBasket(await commerce.basket.getBasket(basketId, owner, view), await shopper.currency()));
  };

  const deleteItem = async (c: Context<ShopperEnv>) => {
    const shopper = c.get("shopper");
    const { owner } = await shopper.basketAccess();
    const basketId = requireBasketId(shopper);
    await commerce.basket.deleteItem(basketId, owner, (await readJsonBody(c, itemIdBody)).itemId);
    return answer(c, basketId);
  };
  const deleteBasket = async (c: Context<ShopperEnv>) => {
    const shopper = c.get("shopper");
    const { owner } = await shopper.basketAccess();
    await commerce.basket.deleteBasket(requireBasketId(shopper), owner);
    return c.json({ deleted: true });
  };

  return new Hono<ShopperEnv>()
    .post("/create-basket", async (c) => {
      const shopper = c.get("shopper");
      const { owner, view } = await shopper.basketAccess();
      const basketId = await commerce.basket.createBasket(owner, view);
      shopper.keepBasket(basketId);
      return answer(c, basketId);
    })
    .get("/get-basket", async (c) => {
      const shopper = c.get("shopper");
      // The culture and currency are checked first: a bad one is a 400 whether or not there is a basket.
      await shopper.basketAccess();
      return answer(c, requireBasketId(shopper));
    })
    .get("/lookup-basket", async (c) => {
      // Like get-basket, but "no basket yet" is an empty answer rather than an error.
      const shopper = c.get("shopper");
      const basket = await shopper.findBasket();
      return c.json(basket && toApiBasket(basket, await shopper.currency()));
    })
    .post("/add-to-basket", async (c) => {
      const shopper = c.get("shopper");
      const { owner } = await shopper.basketAccess();
      const item = await readJsonBody(c, itemBody);
      const basketId = await shopper.ensureBasket();
      await commerce.basket.addItems(basketId, owner, [item]);
      return answer(c, basketId);
    })
    .post("/add-items-to-basket", async (c) => {
      const shopper = c.get("shopper");
      const { owner } = await shopper.basketAccess();
      const { items } = await readJsonBody(c, itemsBody);
      const basketId = await shopper.ensureBasket();
      await commerce.basket.addItems(basketId, owner, items);
      return answer(c, basketId);
    })
    .post("/update-basket-item", async (c) => {
      const shopper = c.get("shopper");
      const { owner } = await shopper.basketAccess();
      const basketId = requireBasketId(shopper);
      await commerce.basket.updateItems(basketId, owner, [await readJsonBody(c, itemUpdateBody)]);
      return answer(c, basketId);
    })
    .post("/update-basket-items", async (c) => {
      const shopper = c.get("shopper");
      const { owner } = await shopper.basketAccess();
      const basketId = requireBasketId(shopper);
      await commerce.basket.updateItems(basketId, owner, (await readJsonBody(c, itemUpdatesBody)).items);
      return answer(c, basketId);
    })
    .post("/update-buyer", async (c) => {
      const shopper = c.get("shopper");
      const { owner } = await shopper.basketAccess();
      const basketId = requireBasketId(shopper);
      await commerce.basket.updateBuyer(basketId, owner, (await readJsonBody(c, buyerBody)).buyer as never);
      return answer(c, basketId);
    })
    .get("/lookup-payment-methods", async (c) => {
      const { cultureCode } = readQuery(c, shopParams);
      return c.json(
        (await commerce.checkoutMethods.listPaymentMethods(cultureCode)).map((method) => ({
          Code: method.code,
          Name: method.name,
          Description: method.description,
          Kind: method.kind,
        })),
      );
    })
    .get("/lookup-payment-method", async (c) => {
      const { cultureCode, code } = readQuery(c, paymentMethodQuery);
      const method = (await commerce.checkoutMethods.listPaymentMethods(cultureCode)).find(
        (candidate) => candidate.code === code,
      );
      return method
        ? c.json({ Code: method.code, Name: method.name, Description: method.description, Kind: method.kind })
        : c.json({ statusCode: 404, statusMessage: "Payment method not found" }, 404);
    })
    .post("/update-basket-payment-method", async (c) => {
      const shopper = c.get("shopper");
      const { owner, view } = await shopper.basketAccess();
      const basketId = requireBasketId(shopper);
      await commerce.basket.setPaymentMethod(
        basketId,
        owner,
        view.locale,
        (await readJsonBody(c, paymentMethodBody)).code,
      );
      return answer(c, basketId);
    })
    .post("/update-basket-delivery-method", async (c) => {
      const shopper = c.get("shopper");
      const { owner, view } = await shopper.basketAccess();
      const basketId = requireBasketId(shopper);
      const { code, pickupStoreId } = await readJsonBody(c, deliveryMethodBody);
      await commerce.basket.setDeliveryMethod(basketId, owner, view, code, pickupStoreId);
      return answer(c, basketId);
    })
    .post("/delete-basket-item", deleteItem)
    .delete("/delete-basket-item", deleteItem)
    .post("/delete-basket", deleteBasket)
    .delete("/delete-basket", deleteBasket);
}
