import { and, eq, inArray } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it } from "vitest";
import { deleteConfirmationPhrase, saveCard } from "#commerce/modules/accounts/index.ts";
import {
  addresses,
  customers,
  passwordResetTokens,
  savedPaymentMethods,
  sessions,
} from "#commerce/modules/accounts/schema.ts";
import { auditEntries } from "#commerce/modules/audit/schema.ts";
import { newsletterSubscriptions } from "#commerce/modules/newsletter/schema.ts";
import { orderLines, orders } from "#commerce/modules/orders/schema.ts";
import type { StaffActor, StaffRole } from "#commerce/modules/access/index.ts";
import { wishlistItems } from "#commerce/modules/wishlist/schema.ts";
import { insertTestOrder, signUpCustomer, someProducts } from "#tests/fixtures/customer-records.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { createStaffActors } from "#tests/fixtures/staff-actors.ts";

const shop = withDemoShop();
let staff: Record<StaffRole, StaffActor>;

beforeAll(async () => {
  staff = await createStaffActors(shop.database.db);
});

/** A customer with something in every module: address, saved card, wishlist, newsletter, session, reset token, two orders. */
async function customerWithEverything(person: { firstName: string; lastName: string; street: string; card: string }) {
  const db = shop.database.db;
  const customer = await signUpCustomer(shop, { ...person, newsletter: true });
  const { customerId, email } = customer;
  await shop.commerce.accounts.addAddress(customerId, "shipping", {
    firstName: person.firstName,
    lastName: person.lastName,
    streetAddress: person.street,
    zipCode: "118 56",
    city: "Stockholm",
    country: "SE",
  });
  const providerReference = `card-ref-${person.lastName}`;
  await saveCard(db, { customerId, provider: "sandbox", providerReference, cardNumber: person.card, expiry: "09/31" });
  await db.insert(passwordResetTokens).values({
    tokenHash: `reset-${customerId}`,
    customerId,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  const products = await someProducts(db, 3, person.firstName.length);
  await shop.commerce.wishlist.replaceWishlist(
    customerId,
    products.slice(0, 2).map((product) => product.productId),
  );
  const placed = [
    await insertTestOrder(db, {
      customerId,
      email,
      firstName: person.firstName,
      status: "completed",
      totalIncVat: 39_800,
      createdAt: new Date(Date.UTC(2030, 2, 1)),
      lines: [{ ...products[0]!, quantity: 2 }],
    }),
    await insertTestOrder(db, {
      customerId,
      email,
      firstName: person.firstName,
      status: "processing",
      totalIncVat: 12_900,
      createdAt: new Date(Date.UTC(2030, 2, 2)),
      lines: [{ ...products[2]!, quantity: 1 }],
    }),
  ];
  return { ...customer, person, providerReference, products, orderIds: placed.map((order) => order.id), placed };
}

describe("a customer's data export (GDPR access request)", () => {
  let greta: Awaited<ReturnType<typeof customerWithEverything>>;
  let other: Awaited<ReturnType<typeof customerWithEverything>>;

  beforeAll(async () => {
    greta = await customerWithEverything({
      firstName: "Greta",
      lastName: "Garbo",
      street: "Blekingegatan 32",
      card: "4111111111111111",
    });
    other = await customerWithEverything({
      firstName: "Zarah",
      lastName: "Leander",
      street: "Odengatan 9",
      card: "5555555555554444",
    });
  });

  it("holds the profile, addresses, orders with lines, wishlist, newsletter consent and saved cards of that customer", async () => {
    const data = await shop.commerce.staffCustomers.exportCustomerData(staff.support, greta.customerId, "sv-SE");
    expect(data.profile).toMatchObject({
      id: greta.customerId,
      email: greta.email,
      firstName: "Greta",
      lastName: "Garbo",
    });
    expect(data.addresses.map((address) => [address.type, address.streetAddress])).toEqual([
      ["shipping", "Blekingegatan 32"],
    ]);
    expect(data.paymentMethods).toEqual([
      { providerReference: greta.providerReference, brand: "Visa", last4: "1111", expiryMonth: 9, expiryYear: 2031 },
    ]);
    expect(data.orders.map((order) => order.orderNumber)).toEqual(greta.placed.map((order) => order.orderNumber));
    expect(data.orders[0]).toMatchObject({
      status: "completed",
      email: greta.email,
      currencyCode: "SEK",
      totalIncVat: 39_800,
      billingAddress: { firstName: "Greta" },
    });
    expect(
      data.orders.map((order) => order.lines.map(({ partNo, name, quantity }) => ({ partNo, name, quantity }))),
    ).toEqual([
      [{ partNo: greta.products[0]!.partNo, name: greta.products[0]!.name, quantity: 2 }],
      [{ partNo: greta.products[2]!.partNo, name: greta.products[2]!.name, quantity: 1 }],
    ]);
    expect(data.wishlist.map((item) => item.productId)).toEqual(
      greta.products.slice(0, 2).map((product) => product.productId),
    );
    expect(data.wishlist[0]!.name).toBe(greta.products[0]!.name);
    expect(data.newsletter).toMatchObject({ email: greta.email, unsubscribedAt: null });
  });

  it("holds nothing of another customer, and none of the shop's secrets", async () => {
    const json = JSON.stringify(
      await shop.commerce.staffCustomers.exportCustomerData(staff.owner, greta.customerId, "en-GB"),
    );
    const [otherOrder] = await shop.database.db.select().from(orders).where(eq(orders.id, other.orderIds[0]!));
    for (const foreign of [other.email, "Leander", "Zarah", "Odengatan", other.providerReference, "4444"])
      expect(json).not.toContain(foreign);
    expect(json).not.toContain(`"orderNumber":${otherOrder!.orderNumber}`);
    const [gretaOrder] = await shop.database.db.select().from(orders).where(eq(orders.id, greta.orderIds[0]!));
    const [gretaRow] = await shop.database.db.select().from(customers).where(eq(customers.id, greta.customerId));
    for (const secret of [
      gretaRow!.passwordHash,
      gretaOrder!.paymentReference!,
      greta.sessionToken,
      `reset-${greta.customerId}`,
    ])
      expect(json).not.toContain(secret);
    expect(json).not.toMatch(/passwordHash|tokenHash|guestTokenHash|idempotencyKey/);
  });

  it("writes who took a copy to the audit log, with no personal data", async () => {
    const before = await shop.database.db.$count(auditEntries);
    await shop.commerce.staffCustomers.exportCustomerData(staff.manager, other.customerId, "sv-SE");
    const [entry] = await shop.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, "customer.export"), eq(auditEntries.subjectId, String(other.customerId))));
    expect(entry).toMatchObject({ staffId: staff.manager.id, subjectKind: "customer", before: null, after: null });
    expect(await shop.database.db.$count(auditEntries)).toBe(before + 1);
  });
});

describe("erasing a customer", () => {
  /** Everything the database keeps of a customer after erasure, their own id written as ID. */
  async function remainsOf(customer: Awaited<ReturnType<typeof customerWithEverything>>) {
    const db = shop.database.db;
    const { customerId, email, orderIds } = customer;
    const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
    const { id: _id, code: _code, passwordHash: _hash, createdAt: _created, updatedAt: _updated, ...kept } = row!;
    const ownId = (text: string) => text.replace(`-${customerId}`, "-ID");
    const ofCustomer = (column: AnyPgColumn) => eq(column, customerId);
    return {
      kept: {
        ...kept,
        email: ownId(kept.email),
        loginName: ownId(kept.loginName),
        acceptedTermsAt: kept.acceptedTermsAt !== null,
        deletedAt: kept.deletedAt !== null,
      },
      addresses: await db.$count(addresses, ofCustomer(addresses.customerId)),
      cards: await db.$count(savedPaymentMethods, ofCustomer(savedPaymentMethods.customerId)),
      sessions: await db.$count(sessions, ofCustomer(sessions.customerId)),
      resetTokens: await db.$count(passwordResetTokens, ofCustomer(passwordResetTokens.customerId)),
      wishlist: await db.$count(wishlistItems, ofCustomer(wishlistItems.customerId)),
      keptOrders: await db
        .select({
          customerId: orders.customerId,
          email: orders.email,
          billingAddress: orders.billingAddress,
          shippingAddress: orders.shippingAddress,
          status: orders.status,
          totalIncVat: orders.totalIncVat,
        })
        .from(orders)
        .where(inArray(orders.id, orderIds))
        .orderBy(orders.createdAt),
      lines: await db.$count(orderLines, inArray(orderLines.orderId, orderIds)),
      newsletter: (
        await db
          .select({ email: newsletterSubscriptions.email, unsubscribedAt: newsletterSubscriptions.unsubscribedAt })
          .from(newsletterSubscriptions)
          .where(ofCustomer(newsletterSubscriptions.customerId))
      ).map((subscription) => ({
        erased: /^deleted-\d+$/.test(subscription.email),
        unsubscribed: subscription.unsubscribedAt !== null,
      })),
      emailStillKnown: (await db.$count(customers, eq(customers.email, email))) > 0,
    };
  }

  it("is exactly the shopper's own account deletion: wishlist, addresses, cards and sessions gone, orders kept anonymised", async () => {
    const byShopper = await customerWithEverything({
      firstName: "Anna",
      lastName: "Ek",
      street: "Storgatan 1",
      card: "4111111111111111",
    });
    const byStaff = await customerWithEverything({
      firstName: "Bert",
      lastName: "Ek",
      street: "Storgatan 2",
      card: "4111111111111111",
    });
    // Both subscribed through sign-up; link the subscriptions to the accounts as a shop that records it would.
    for (const customer of [byShopper, byStaff])
      await shop.database.db
        .update(newsletterSubscriptions)
        .set({ customerId: customer.customerId })
        .where(eq(newsletterSubscriptions.email, customer.email));

    await shop.commerce.deleteAccount(byShopper.customerId, deleteConfirmationPhrase);
    await shop.commerce.staffCustomers.eraseCustomer(staff.manager, byStaff.customerId);

    const afterStaff = await remainsOf(byStaff);
    expect(afterStaff).toEqual(await remainsOf(byShopper));
    expect(afterStaff).toMatchObject({
      kept: {
        email: "deleted-ID",
        loginName: "deleted-ID",
        firstName: "",
        lastName: "",
        phone: null,
        isActive: false,
        deletedAt: true,
      },
      addresses: 0,
      cards: 0,
      sessions: 0,
      resetTokens: 0,
      wishlist: 0,
      lines: 2,
      emailStillKnown: false,
    });
    expect(afterStaff.keptOrders).toEqual([
      {
        customerId: null,
        email: "",
        billingAddress: {},
        shippingAddress: null,
        status: "completed",
        totalIncVat: 39_800,
      },
      {
        customerId: null,
        email: "",
        billingAddress: {},
        shippingAddress: null,
        status: "processing",
        totalIncVat: 12_900,
      },
    ]);
    expect(afterStaff.newsletter).toEqual([{ erased: true, unsubscribed: true }]);
    expect(await shop.commerce.newsletter.isSubscribed(byStaff.email)).toBe(false);
    expect(await shop.commerce.accounts.findSessionCustomer(byStaff.sessionToken)).toBeUndefined();
  });

  it("writes an audit entry naming the customer by id only", async () => {
    const customer = await customerWithEverything({
      firstName: "Cilla",
      lastName: "Sparre",
      street: "Västgatan 7",
      card: "4111111111111111",
    });
    await shop.commerce.staffCustomers.eraseCustomer(staff.owner, customer.customerId);
    const entries = await shop.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.subjectId, String(customer.customerId)));
    expect(
      entries.map(({ action, staffId, subjectKind, before, after }) => ({
        action,
        staffId,
        subjectKind,
        before,
        after,
      })),
    ).toEqual([
      {
        action: "customer.erase",
        staffId: staff.owner.id,
        subjectKind: "customer",
        before: { status: "active" },
        after: { status: "deleted" },
      },
    ]);
    const json = JSON.stringify(entries);
    for (const personal of [customer.email, "Cilla", "Sparre", "Västgatan", customer.providerReference])
      expect(json).not.toContain(personal);
  });

  it("refuses a customer already erased, changing nothing", async () => {
    const customer = await customerWithEverything({
      firstName: "Dan",
      lastName: "Ek",
      street: "Storgatan 3",
      card: "4111111111111111",
    });
    await shop.commerce.staffCustomers.eraseCustomer(staff.owner, customer.customerId);
    const entries = await shop.database.db.$count(auditEntries);
    await expect(shop.commerce.staffCustomers.eraseCustomer(staff.owner, customer.customerId)).rejects.toMatchObject({
      kind: "not_found",
      code: "account_not_found",
    });
    expect(await shop.database.db.$count(auditEntries)).toBe(entries);
  });
});

describe("the newsletter subscribers' CSV", () => {
  it("lists those subscribed now, with text a spreadsheet would run written as text", async () => {
    const db = shop.database.db;
    await db.delete(newsletterSubscriptions);
    const newsletter = shop.commerce.newsletter;
    await newsletter.subscribe({ email: "anna@example.se", locale: "sv-SE" });
    await newsletter.subscribe({ email: "-2+3@example.se", locale: "en-GB" });
    await newsletter.subscribe({ email: "+cmd@example.se", locale: "sv-SE" });
    await newsletter.subscribe({ email: "gone@example.se", locale: "sv-SE" });
    await newsletter.unsubscribe("gone@example.se");
    // Written before addresses were checked: the export must still be safe to open.
    await db
      .insert(newsletterSubscriptions)
      .values({ email: '=HYPERLINK("http://evil","click"),x@example.se', locale: "sv-SE" });
    const subscribedAt = await db
      .select({ email: newsletterSubscriptions.email, at: newsletterSubscriptions.subscribedAt })
      .from(newsletterSubscriptions)
      .orderBy(newsletterSubscriptions.id);
    const at = (email: string) => subscribedAt.find((row) => row.email === email)!.at.toISOString();

    const csv = await shop.commerce.staffCustomers.exportNewsletterSubscribers(staff.support);
    expect(csv).toBe(
      "\uFEFF" +
        [
          "email,locale,subscribed_at",
          `anna@example.se,sv-SE,${at("anna@example.se")}`,
          `"'-2+3@example.se",en-GB,${at("-2+3@example.se")}`,
          `"'+cmd@example.se",sv-SE,${at("+cmd@example.se")}`,
          `"'=HYPERLINK(""http://evil"",""click""),x@example.se",sv-SE,${at('=HYPERLINK("http://evil","click"),x@example.se')}`,
          "",
        ].join("\r\n"),
    );
  });
});
