import { listMailTo } from "#commerce/modules/mail/index.ts";
import { describe, expect, it, vi } from "vitest";
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

  it("asks for a password-reset mail that links to the shop's own reset page in the shopper's language", async () => {
    const refused = (await logInForm({ intent: "forgot", email: "not an email" })) as ActionData<{
      fields: Record<string, { key: string }>;
    }>;
    expect(refused.init.status).toBe(400);
    expect(refused.data.fields.email).toBeDefined();
    const answer = (await logInForm({ intent: "forgot", email: account.email })) as ActionData<{
      view: string;
      sent: boolean;
    }>;
    expect(answer.data).toMatchObject({ view: "forgot", sent: true });
    const mail = await vi.waitFor(async () => {
      // The sign-up above sent a welcome mail; this one is the reset's.
      const sent = (await listMailTo(shop.database.db, account.email)).find(
        (mail) => mail.template === "password-reset",
      );
      if (!sent) throw new Error("no reset mail yet");
      return sent;
    });
    expect(mail.textBody).toContain("http://127.0.0.1/en-GB/login/reset?token=");
  });

  it("offers a deactivated account activation, and activates it with its password and the confirmation", async () => {
    const other = { email: "otto.activate@example.se", password: "a long enough secret 5" };
    await logInForm({
      intent: "signup",
      ...other,
      firstName: "Otto",
      lastName: "Action",
      acceptDataProtection: "on",
      acceptTerms: "on",
    });
    const login = await shop.commerce.accounts.logIn({ ...other, clientAddress: "127.0.0.1" });
    if (!login.ok) throw new Error(`login failed: ${login.reason}`);
    const customer = await shop.commerce.accounts.findSessionCustomer(login.sessionToken);
    await shop.commerce.accounts.deactivate(customer!.id);

    const offered = (await logInForm({ intent: "login", ...other })) as ActionData<{
      activating: boolean;
      formError: { key: string };
    }>;
    expect(offered.init.status).toBe(400);
    expect(offered.data).toMatchObject({ activating: true, formError: { key: "errors.accountDeactivated" } });
    const unconfirmed = (await logInForm({ intent: "activate", ...other })) as ActionData<{
      activating: boolean;
      fields: Record<string, { key: string }>;
    }>;
    expect(unconfirmed.init.status).toBe(400);
    expect(unconfirmed.data.activating).toBe(true);
    expect(unconfirmed.data.fields.confirmed).toBeDefined();
    const activated = (await logInForm({ intent: "activate", ...other, confirmed: "on" })) as Response;
    expect(activated.status).toBe(302);
    expect(activated.headers.get("location")).toBe("/en-GB/account");
    const session = decodeURIComponent(cookieValue(activated, secretCookies.session)!);
    expect(await shop.commerce.accounts.findSessionCustomer(session)).toMatchObject({ email: other.email });
  });
});
