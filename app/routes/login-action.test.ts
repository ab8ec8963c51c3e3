import { describe, expect, it } from "vitest";
import { secretCookies } from "#server/secret-cookies.ts";
import { basketView, stockedVariants } from "#tests/fixtures/basket.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { type ActionData, callRouteAction } from "#tests/fixtures/route-action.ts";
import { withStorefrontServer } from "#tests/fixtures/storefront-server.ts";

const shop = withDemoShop();
const { storefront } = withStorefrontServer(shop);
const logInForm = (fields: Record<string, string>, cookie = "") =>
  callRouteAction(storefront.build, shop, "login-en", "/en-GB/login", fields, cookie);
const account = { email: "lena.action@example.se", password: "a long enough secret 1" };
const cookieValue = (answer: Response, name: string) =>
  answer.headers.get("set-cookie")?.match(new RegExp(`${name}=([^;]+)`))?.[1];

describe("the login form's action", () => {
  it("signs up and logs in, sending the new customer to their account with a session", async () => {
    const answer = (await logInForm({
      intent: "signup",
      ...account,
      firstName: "Lena",
      lastName: "Action",
      acceptDataProtection: "on",
      acceptTerms: "on",
    })) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/en-GB/account");
    expect(cookieValue(answer, secretCookies.session)).toBeTruthy();
  });

  it("answers a wrong password with the form's error in the shopper's language, and no session", async () => {
    const answer = (await logInForm({
      intent: "login",
      email: account.email,
      password: "not the password at all",
    })) as ActionData<{ formError: { key: string } }>;
    expect(answer.init.status).toBe(400);
    expect(answer.data.formError.key).toMatch(/^errors\./);
  });

  it("gives the customer the basket they filled as a guest", async () => {
    const view = await basketView(shop);
    const [variant] = await stockedVariants(shop, 2, 1);
    const guestBasket = await shop.commerce.basket.createBasket({ customerId: null }, view);
    await shop.commerce.basket.addItems(guestBasket, { customerId: null }, [
      { variantId: variant!.variantId, quantity: 1 },
    ]);
    const answer = (await logInForm(
      { intent: "login", ...account },
      `${secretCookies.basket}=${guestBasket}`,
    )) as Response;
    expect(answer.status).toBe(302);
    const basketId = cookieValue(answer, secretCookies.basket);
    const customer = await shop.commerce.accounts.findSessionCustomer(
      decodeURIComponent(cookieValue(answer, secretCookies.session)!),
    );
    const basket = await shop.commerce.basket.getBasket(basketId!, { customerId: customer!.id }, view);
    expect(basket.lines.map((line) => line.variantId)).toEqual([variant!.variantId]);
  });
});
