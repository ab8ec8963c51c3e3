import { listMailTo, queueTemplateMail } from "#commerce/modules/mail/index.ts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { products } from "../catalogue/schema.ts";
import { orders } from "../orders/schema.ts";
import { addresses, customers } from "./schema.ts";
import { expectDomainError, problemsByField } from "#tests/fixtures/domain-error.ts";
import { problem } from "#commerce/error-codes.ts";

const shop = withDemoShop();
let count = 0;
const password = "a long enough password";

async function newCustomer(newsletter = false) {
  const email = `lifecycle${(count += 1)}@example.se`;
  const { customerId } = await shop.commerce.accounts.signUp({
    email,
    password,
    firstName: "Greta",
    lastName: "Garbo",
    acceptDataProtection: true,
    acceptTerms: true,
    newsletter,
    locale: "sv-SE",
    clientAddress: `10.0.0.${count}`,
  });
  const login = await shop.commerce.accounts.logIn({ email, password, clientAddress: `10.0.1.${count}` });
  if (!login.ok) throw new Error("login failed");
  return { email, customerId, token: login.sessionToken };
}

describe("the account's life", () => {
  it("updates personal data, with SPEC §8's message for bad input", async () => {
    const { customerId, token } = await newCustomer();
    await shop.commerce.accounts.updatePersonalData(customerId, {
      firstName: "Greta Lovisa",
      lastName: "Gustafsson",
      phone: "070-000 00 00",
    });
    expect((await shop.commerce.accounts.findSessionCustomer(token))?.firstName).toBe("Greta Lovisa");
    const bad = await expectDomainError(
      shop.commerce.accounts.updatePersonalData(customerId, { firstName: "", lastName: "x".repeat(101) }),
    );
    expect(bad.code).toBe("personal_data_not_updated");
    expect(problemsByField(bad)).toEqual({
      firstName: problem("required"),
      lastName: problem("too_long", { max: 100 }),
    });
  });

  it("changes the password with the current one, ending every other session", async () => {
    const { email, customerId, token } = await newCustomer();
    const other = await shop.commerce.accounts.logIn({ email, password, clientAddress: "10.9.9.9" });
    expect(
      (
        await expectDomainError(
          shop.commerce.accounts.changePassword(customerId, token, {
            currentPassword: "wrong one",
            newPassword: "another long password",
          }),
        )
      ).code,
    ).toBe("password_not_changed");
    await shop.commerce.accounts.changePassword(customerId, token, {
      currentPassword: password,
      newPassword: "another long password",
    });
    expect(await shop.commerce.accounts.findSessionCustomer(token)).toBeDefined();
    expect(other.ok && (await shop.commerce.accounts.findSessionCustomer(other.sessionToken))).toBeUndefined();
    expect(
      (await shop.commerce.accounts.logIn({ email, password: "another long password", clientAddress: "10.9.9.8" })).ok,
    ).toBe(true);
  });

  it("limits password changes per customer like logins: a guessed current password is stopped, even the right one after", async () => {
    const { customerId, token } = await newCustomer();
    const neighbour = await newCustomer();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(
        (
          await expectDomainError(
            shop.commerce.accounts.changePassword(customerId, token, {
              currentPassword: `guess ${attempt}`,
              newPassword: "another long password",
            }),
          )
        ).code,
      ).toBe("password_not_changed");
    }
    const limited = await expectDomainError(
      shop.commerce.accounts.changePassword(customerId, token, {
        currentPassword: password,
        newPassword: "another long password",
      }),
    );
    expect(limited).toMatchObject({ kind: "forbidden", code: "too_many_attempts" });
    await shop.commerce.accounts.changePassword(neighbour.customerId, neighbour.token, {
      currentPassword: password,
      newPassword: "another long password",
    });
  });

  it("deactivates (login refused with SPEC's message) and activates again only with credentials and a confirmation", async () => {
    const { email, customerId, token } = await newCustomer();
    await shop.commerce.accounts.deactivate(customerId);
    expect(await shop.commerce.accounts.findSessionCustomer(token)).toBeUndefined();
    expect(await shop.commerce.accounts.logIn({ email, password, clientAddress: "10.8.0.1" })).toEqual({
      ok: false,
      reason: "account_deactivated",
    });
    expect(
      (
        await expectDomainError(
          shop.commerce.accounts.activate({ email, password, confirmed: false, clientAddress: "10.8.0.1" }),
        )
      ).fields,
    ).toEqual([{ field: "confirmed", ...problem("required") }]);
    expect(
      (
        await expectDomainError(
          shop.commerce.accounts.activate({
            email,
            password: "wrong password",
            confirmed: true,
            clientAddress: "10.8.0.1",
          }),
        )
      ).code,
    ).toBe("invalid_credentials");
    await shop.commerce.accounts.activate({ email, password, confirmed: true, clientAddress: "10.8.0.1" });
    expect((await shop.commerce.accounts.logIn({ email, password, clientAddress: "10.8.0.2" })).ok).toBe(true);
  });

  it("deletes only after the typed phrase: personal data erased, orders kept anonymised", async () => {
    const { email, customerId, token } = await newCustomer(true);
    await shop.database.db.insert(addresses).values({
      customerId,
      type: "billing",
      firstName: "Greta",
      lastName: "Garbo",
      streetAddress: "Blekingegatan 32",
      zipCode: "118 56",
      city: "Stockholm",
      country: "SE",
    });
    const [order] = await shop.database.db
      .insert(orders)
      .values({
        customerId,
        locale: "sv-SE",
        currencyCode: "SEK",
        email,
        billingAddress: { firstName: "Greta" },
        deliveryMethodCode: "home",
        paymentMethodCode: "card",
        paymentProvider: "sandbox",
        subtotalIncVat: 100,
        deliveryIncVat: 0,
        vatAmount: 20,
        totalIncVat: 100,
      })
      .returning({ id: orders.id });
    expect((await expectDomainError(shop.commerce.deleteAccount(customerId, "delete it"))).fields).toEqual([
      {
        field: "confirmation",
        ...problem("confirmation_mismatch", { phrase: "I understand this, please delete my account" }),
      },
    ]);
    const [product] = await shop.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.isActive, true))
      .limit(1);
    expect(await shop.commerce.wishlist.mergeWishlist(customerId, [product!.id])).toEqual([product!.id]);
    await queueTemplateMail(shop.database.db, {
      template: "welcome",
      locale: "sv-SE",
      recipient: email,
      data: { firstName: "Greta", shopUrl: "https://shop.example/" },
    });
    await shop.commerce.deleteAccount(customerId, "I understand this, please delete my account");
    expect(await listMailTo(shop.database.db, email)).toEqual([]);
    expect(await shop.commerce.wishlist.getWishlist(customerId)).toEqual([]);
    const [row] = await shop.database.db.select().from(customers).where(eq(customers.id, customerId));
    expect(row).toMatchObject({
      email: `deleted-${customerId}`,
      firstName: "",
      lastName: "",
      phone: null,
      isActive: false,
    });
    expect(row!.deletedAt).not.toBeNull();
    expect(await shop.database.db.$count(addresses, eq(addresses.customerId, customerId))).toBe(0);
    expect(await shop.commerce.accounts.findSessionCustomer(token)).toBeUndefined();
    expect(await shop.commerce.newsletter.isSubscribed(email)).toBe(false);
    const [kept] = await shop.database.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(kept).toMatchObject({ customerId: null, email: "", billingAddress: {}, totalIncVat: 100 });
    expect((await shop.commerce.accounts.logIn({ email, password, clientAddress: "10.7.0.1" })).ok).toBe(false);
    await shop.commerce.accounts.signUp({
      email,
      password,
      firstName: "Greta",
      lastName: "Again",
      acceptDataProtection: true,
      acceptTerms: true,
      locale: "sv-SE",
      clientAddress: "10.7.0.2",
    });
  });
});
