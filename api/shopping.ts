import { Hono, type Context } from "hono";
import { z } from "zod";
import type { Commerce } from "#commerce/commerce.ts";
import { isDomainError } from "#commerce/errors.ts";
import { idField } from "#commerce/validation.ts";
import { toApiBasket } from "./basket-shapes.ts";
import { readJsonBody, readQuery } from "./query.ts";
import { shopParams } from "./shop-params.ts";
import { readShopper, requireBasketId, setBasketCookie, type Shopper } from "./shopper.ts";

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
  const answer = async (c: Context, shopper: Shopper, basketId: string) =>
    c.json(toApiBasket(await commerce.basket.getBasket(basketId, shopper.owner, shopper.view), shopper.currency));

  /** The caller's basket, created (and its cookie set) when they have none or it is gone. */
  const ensureBasket = async (c: Context, shopper: Shopper): Promise<string> => {
    if (shopper.basketId && (await commerce.basket.hasBasket(shopper.basketId, shopper.owner))) return shopper.basketId;
    const basketId = await commerce.basket.createBasket(shopper.owner, shopper.view);
    setBasketCookie(c, basketId);
    return basketId;
  };

  const deleteItem = async (c: Context) => {
    const shopper = await readShopper(c, commerce);
    const basketId = requireBasketId(shopper);
    await commerce.basket.deleteItem(basketId, shopper.owner, (await readJsonBody(c, itemIdBody)).itemId);
    return answer(c, shopper, basketId);
  };
  const deleteBasket = async (c: Context) => {
    const shopper = await readShopper(c, commerce);
    await commerce.basket.deleteBasket(requireBasketId(shopper), shopper.owner);
    return c.json({ deleted: true });
  };

  return new Hono()
    .post("/create-basket", async (c) => {
      const shopper = await readShopper(c, commerce);
      const basketId = await commerce.basket.createBasket(shopper.owner, shopper.view);
      setBasketCookie(c, basketId);
      return answer(c, shopper, basketId);
    })
    .get("/get-basket", async (c) => {
      const shopper = await readShopper(c, commerce);
      return answer(c, shopper, requireBasketId(shopper));
    })
    .get("/lookup-basket", async (c) => {
      // Like get-basket, but "no basket yet" is an empty answer rather than an error.
      const shopper = await readShopper(c, commerce);
      if (!shopper.basketId) return c.json(null);
      try {
        return await answer(c, shopper, shopper.basketId);
      } catch (error) {
        if (isDomainError(error) && error.kind === "not_found") return c.json(null);
        throw error;
      }
    })
    .post("/add-to-basket", async (c) => {
      const shopper = await readShopper(c, commerce);
      const item = await readJsonBody(c, itemBody);
      const basketId = await ensureBasket(c, shopper);
      await commerce.basket.addItems(basketId, shopper.owner, [item]);
      return answer(c, shopper, basketId);
    })
    .post("/add-items-to-basket", async (c) => {
      const shopper = await readShopper(c, commerce);
      const { items } = await readJsonBody(c, itemsBody);
      const basketId = await ensureBasket(c, shopper);
      await commerce.basket.addItems(basketId, shopper.owner, items);
      return answer(c, shopper, basketId);
    })
    .post("/update-basket-item", async (c) => {
      const shopper = await readShopper(c, commerce);
      const basketId = requireBasketId(shopper);
      await commerce.basket.updateItems(basketId, shopper.owner, [await readJsonBody(c, itemUpdateBody)]);
      return answer(c, shopper, basketId);
    })
    .post("/update-basket-items", async (c) => {
      const shopper = await readShopper(c, commerce);
      const basketId = requireBasketId(shopper);
      await commerce.basket.updateItems(basketId, shopper.owner, (await readJsonBody(c, itemUpdatesBody)).items);
      return answer(c, shopper, basketId);
    })
    .post("/update-buyer", async (c) => {
      const shopper = await readShopper(c, commerce);
      const basketId = requireBasketId(shopper);
      await commerce.basket.updateBuyer(basketId, shopper.owner, (await readJsonBody(c, buyerBody)).buyer as never);
      return answer(c, shopper, basketId);
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
      const shopper = await readShopper(c, commerce);
      const basketId = requireBasketId(shopper);
      await commerce.basket.setPaymentMethod(
        basketId,
        shopper.owner,
        shopper.view.locale,
        (await readJsonBody(c, paymentMethodBody)).code,
      );
      return answer(c, shopper, basketId);
    })
    .post("/update-basket-delivery-method", async (c) => {
      const shopper = await readShopper(c, commerce);
      const basketId = requireBasketId(shopper);
      const { code, pickupStoreId } = await readJsonBody(c, deliveryMethodBody);
      await commerce.basket.setDeliveryMethod(basketId, shopper.owner, shopper.view, code, pickupStoreId);
      return answer(c, shopper, basketId);
    })
    .post("/delete-basket-item", deleteItem)
    .delete("/delete-basket-item", deleteItem)
    .post("/delete-basket", deleteBasket)
    .delete("/delete-basket", deleteBasket);
}
