import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "#commerce/db/client.ts";
import { problem } from "#commerce/error-codes.ts";
import type { StaffActor, StaffRole } from "#commerce/modules/access/index.ts";
import { auditEntries } from "#commerce/modules/audit/schema.ts";
import { customers } from "#commerce/modules/accounts/schema.ts";
import { customerPassword, insertTestOrder, signUpCustomer, someProducts } from "#tests/fixtures/customer-records.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { expectDomainError } from "#tests/fixtures/domain-error.ts";
import { createStaffActors, staffRoles } from "#tests/fixtures/staff-actors.ts";

const shop = withDemoShop();
let staff: Record<StaffRole, StaffActor>;

beforeAll(async () => {
  staff = await createStaffActors(shop.database.db);
});

const auditOf = (customerId: number) =>
  shop.database.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.subjectKind, "customer"), eq(auditEntries.subjectId, String(customerId))))
    .orderBy(auditEntries.id);

describe("the customer list", () => {
  const day = 86_400_000;
  const people = [
    { email: "alva.berg@directory.test", firstName: "Alva", lastName: "Berg" },
    { email: "bo.ek@directory.test", firstName: "Bo", lastName: "Ek" },
    { email: "cecilia@directory.test", firstName: "Cecilia", lastName: "Lind" },
    { email: "dag@directory.test", firstName: "Dag", lastName: "Bergström", isActive: false },
    { email: "erik@directory.test", firstName: "Erik", lastName: "Holm", deletedAt: new Date() },
  ];
  let ids: number[];
  let codes: string[];

  beforeAll(async () => {
    const rows = await shop.database.db
      .insert(customers)
      .values(
        people.map((person, index) => ({
          ...person,
          loginName: person.email,
          passwordHash: "not a hash",
          createdAt: new Date(Date.UTC(2030, 0, 1) + index * day),
        })),
      )
      .returning({ id: customers.id, code: customers.code });
    ids = rows.map((row) => row.id);
    codes = rows.map((row) => row.code);
  });

  const list = (query: Parameters<typeof shop.commerce.staffCustomers.listCustomers>[1]) =>
    shop.commerce.staffCustomers.listCustomers(staff.support, query);

  it("searches email and name, leaves deleted customers out unless asked, newest first, with the total", async () => {
    const page = await list({ search: "directory.test" });
    expect(page.customers.map((customer) => customer.id)).toEqual([ids[3], ids[2], ids[1], ids[0]]);
    expect(page).toMatchObject({ total: 4, page: 1, perPage: 25 });
    expect(page.customers[0]).toMatchObject({ email: "dag@directory.test", status: "deactivated" });
    expect((await list({ search: "BERG" })).customers.map((customer) => customer.id)).toEqual([ids[3], ids[0]]);
    expect((await list({ search: "cecilia lind" })).customers.map((customer) => customer.id)).toEqual([ids[2]]);
  });

  it("finds a customer by their whole code", async () => {
    expect((await list({ search: codes[1]! })).customers.map((customer) => customer.id)).toEqual([ids[1]]);
  });

  it("filters by status", async () => {
    const ofStatus = async (status: "active" | "deactivated" | "deleted") =>
      (await list({ search: "directory.test", status })).customers.map((customer) => customer.id);
    expect(await ofStatus("active")).toEqual([ids[2], ids[1], ids[0]]);
    expect(await ofStatus("deactivated")).toEqual([ids[3]]);
    expect(await ofStatus("deleted")).toEqual([ids[4]]);
  });

  it("pages oldest first, and past the end answers no rows with the same total", async () => {
    const second = await list({ search: "directory.test", sort: "oldest", perPage: 2, page: 2 });
    expect(second.customers.map((customer) => customer.id)).toEqual([ids[2], ids[3]]);
    expect(second.total).toBe(4);
    const beyond = await list({ search: "directory.test", perPage: 2, page: 9 });
    expect(beyond).toMatchObject({ customers: [], total: 4 });
  });

  it("takes % and _ in a search as themselves, not as patterns", async () => {
    expect((await list({ search: "%" })).total).toBe(0);
    expect((await list({ search: "bo_ek" })).total).toBe(0);
  });

  it("refuses a page size beyond the limit with the field named", async () => {
    const error = await expectDomainError(list({ perPage: 1000 }));
    expect(error).toMatchObject({
      kind: "invalid",
      code: "invalid_request",
      params: { part: "query", fields: ["perPage"] },
    });
  });
});

describe("a customer's detail", () => {
  it("shows profile, addresses, orders in brief, the wishlist named in the staff member's locale, and newsletter consent", async () => {
    const { customerId, email } = await signUpCustomer(shop, { newsletter: true });
    await shop.commerce.accounts.addAddress(customerId, "billing", {
      firstName: "Greta",
      lastName: "Garbo",
      streetAddress: "Blekingegatan 32",
      zipCode: "118 56",
      city: "Stockholm",
      country: "SE",
    });
    const base = Date.UTC(2030, 5, 1);
    const placed = [];
    for (const [index, order] of [
      { status: "completed", totalIncVat: 25_000 },
      { status: "processing", totalIncVat: 10_000, currencyCode: "SEK" },
      { status: "declined", totalIncVat: 99_900 },
      { status: "accepted", totalIncVat: 5_000, currencyCode: "EUR" },
      { status: "checkout", totalIncVat: 7_700 },
    ].entries())
      placed.push(
        await insertTestOrder(shop.database.db, {
          customerId,
          email,
          ...(order as { status: "completed"; totalIncVat: number }),
          createdAt: new Date(base + index * 60_000),
        }),
      );
    await insertTestOrder(shop.database.db, { customerId: null, status: "completed", totalIncVat: 1, email });
    const wished = await someProducts(shop.database.db, 2);
    await shop.commerce.wishlist.replaceWishlist(
      customerId,
      wished.map((product) => product.productId),
    );

    const detail = await shop.commerce.staffCustomers.getCustomer(staff.support, customerId, "en-GB");
    expect(detail.profile).toMatchObject({ id: customerId, email, firstName: "Greta", status: "active" });
    expect(detail.profile).not.toHaveProperty("passwordHash");
    expect(detail.addresses.map((address) => address.streetAddress)).toEqual(["Blekingegatan 32"]);
    expect(detail.orders.orderCount).toBe(4);
    expect(detail.orders.spent).toEqual([
      { currencyCode: "EUR", amount: 5_000 },
      { currencyCode: "SEK", amount: 35_000 },
    ]);
    expect(detail.orders.latest.map((order) => order.orderNumber)).toEqual(
      [placed[3], placed[2], placed[1], placed[0]].map((order) => order!.orderNumber),
    );
    const englishNames = await selectRows<{ product_id: number; name: string }>(
      shop.database.db,
      sql`select product_id, name from product_translations where locale = 'en-GB' and product_id in ${wished.map((product) => product.productId)}`,
    );
    expect(detail.wishlist.map(({ productId, name }) => ({ productId, name }))).toEqual(
      wished.map((product) => ({
        productId: product.productId,
        name: englishNames.find((row) => row.product_id === product.productId)!.name,
      })),
    );
    expect(detail.newsletter).toMatchObject({ email, locale: "sv-SE", unsubscribedAt: null });
  });

  it("has no newsletter consent for an address that never subscribed, and an unknown customer is not found", async () => {
    const { customerId } = await signUpCustomer(shop);
    const detail = await shop.commerce.staffCustomers.getCustomer(staff.owner, customerId, "sv-SE");
    expect(detail).toMatchObject({ newsletter: null, wishlist: [], addresses: [] });
    expect(detail.orders).toEqual({ orderCount: 0, spent: [], latest: [] });
    const error = await expectDomainError(shop.commerce.staffCustomers.getCustomer(staff.owner, 2_000_000, "sv-SE"));
    expect(error).toMatchObject({ kind: "not_found", code: "account_not_found" });
  });
});

describe("the newsletter export", () => {
  it("is audited with its row count, and no address", async () => {
    const { email } = await signUpCustomer(shop, { newsletter: true });
    const csv = await shop.commerce.staffCustomers.exportNewsletterSubscribers(staff.support);
    const rows = csv.trim().split(/\r?\n/).length - 1;
    const [entry] = await shop.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, "newsletter.export"))
      .orderBy(sql`${auditEntries.id} desc`)
      .limit(1);
    expect(entry).toMatchObject({ staffId: staff.support.id, after: { rows } });
    expect(rows).toBeGreaterThan(0);
    expect(JSON.stringify(entry)).not.toContain(email);
  });
});

describe("deactivating and activating", () => {
  it("ends every session and refuses login until staff activate the customer again, each change audited", async () => {
    const { customerId, email, sessionToken } = await signUpCustomer(shop);
    await shop.commerce.staffCustomers.deactivateCustomer(staff.manager, customerId);
    expect(await shop.commerce.accounts.findSessionCustomer(sessionToken)).toBeUndefined();
    expect(
      await shop.commerce.accounts.logIn({ email, password: customerPassword, clientAddress: "192.0.2.50" }),
    ).toEqual({ ok: false, reason: "account_deactivated" });
    expect((await shop.commerce.staffCustomers.getCustomer(staff.manager, customerId, "sv-SE")).profile.status).toBe(
      "deactivated",
    );

    await shop.commerce.staffCustomers.activateCustomer(staff.owner, customerId);
    expect(
      (await shop.commerce.accounts.logIn({ email, password: customerPassword, clientAddress: "192.0.2.51" })).ok,
    ).toBe(true);

    expect(
      (await auditOf(customerId)).map(({ action, staffId, staffEmail, before, after }) => ({
        action,
        staffId,
        staffEmail,
        before,
        after,
      })),
    ).toEqual([
      {
        action: "customer.deactivate",
        staffId: staff.manager.id,
        staffEmail: staff.manager.email,
        before: { status: "active" },
        after: { status: "deactivated" },
      },
      {
        action: "customer.activate",
        staffId: staff.owner.id,
        staffEmail: staff.owner.email,
        before: { status: "deactivated" },
        after: { status: "active" },
      },
    ]);
  });

  it("refuses a deleted customer and writes no audit entry", async () => {
    const { customerId } = await signUpCustomer(shop);
    await shop.commerce.staffCustomers.eraseCustomer(staff.owner, customerId);
    const before = (await auditOf(customerId)).length;
    expect(
      (await expectDomainError(shop.commerce.staffCustomers.deactivateCustomer(staff.owner, customerId))).code,
    ).toBe("deactivate_failed");
    expect((await expectDomainError(shop.commerce.staffCustomers.activateCustomer(staff.owner, customerId))).code).toBe(
      "activate_failed",
    );
    expect(await auditOf(customerId)).toHaveLength(before);
  });
});

describe("roles", () => {
  type Action = (actor: StaffActor, customerId: number) => Promise<unknown>;
  const service = () => shop.commerce.staffCustomers;
  const reading = { permission: "customers.read", allowed: ["owner", "manager", "support"] } as const;
  const managing = { permission: "customers.manage", allowed: ["owner", "manager"] } as const;
  const actions: Record<string, { permission: string; allowed: readonly StaffRole[]; run: Action }> = {
    listCustomers: { ...reading, run: (actor) => service().listCustomers(actor, {}) },
    getCustomer: { ...reading, run: (actor, id) => service().getCustomer(actor, id, "sv-SE") },
    exportCustomerData: { ...reading, run: (actor, id) => service().exportCustomerData(actor, id, "sv-SE") },
    exportNewsletterSubscribers: { ...reading, run: (actor) => service().exportNewsletterSubscribers(actor) },
    deactivateCustomer: { ...managing, run: (actor, id) => service().deactivateCustomer(actor, id) },
    activateCustomer: { ...managing, run: (actor, id) => service().activateCustomer(actor, id) },
    eraseCustomer: { ...managing, run: (actor, id) => service().eraseCustomer(actor, id) },
  };

  for (const [name, { permission, allowed, run }] of Object.entries(actions))
    for (const role of staffRoles)
      it(`${name}: ${role} is ${allowed.includes(role) ? "allowed" : "refused"}`, async () => {
        const { customerId, email } = await signUpCustomer(shop);
        if (allowed.includes(role)) {
          await run(staff[role], customerId);
          return;
        }
        const error = await expectDomainError(run(staff[role], customerId));
        expect(error).toMatchObject({ kind: "forbidden", ...problem("staff_forbidden", { permission }) });
        const [row] = await shop.database.db.select().from(customers).where(eq(customers.id, customerId));
        expect(row).toMatchObject({ email, isActive: true, deletedAt: null });
        expect(await auditOf(customerId)).toEqual([]);
      });
});
