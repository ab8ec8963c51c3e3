import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { expectDomainError } from "#tests/fixtures/domain-error.ts";
import { problem } from "#commerce/error-codes.ts";
import { selectRows } from "#commerce/db/client.ts";
import { demoCustomer } from "#commerce/db/seed/demo-shop.ts";
import { hashPassword, verifyPassword } from "./password.ts";

const shop = withDemoShop();
const credentials = (overrides: Partial<{ email: string; password: string; clientAddress: string }> = {}) => ({
  email: demoCustomer.email,
  password: demoCustomer.password,
  clientAddress: "203.0.113.1",
  ...overrides,
});

describe("passwords", () => {
  it("hash with scrypt and a fresh salt, and verify", async () => {
    const first = await hashPassword("correct horse");
    const second = await hashPassword("correct horse");
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword("correct horse", first)).toBe(true);
    expect(await verifyPassword("correct horsf", first)).toBe(false);
  });
});

describe("login and sessions", () => {
  it("opens a session whose token only the cookie holds", async () => {
    const result = await shop.commerce.accounts.logIn(credentials({ email: "  DEMO@butik.se " }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.customer).toMatchObject({ email: demoCustomer.email, firstName: "Astrid" });
    const stored = await selectRows<{ token_hash: string }>(shop.database.db, sql`select token_hash from sessions`);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.map((row) => row.token_hash)).not.toContain(result.sessionToken);
    expect(await shop.commerce.accounts.findSessionCustomer(result.sessionToken)).toMatchObject({
      firstName: "Astrid",
    });

    await shop.commerce.accounts.logOut(result.sessionToken);
    expect(await shop.commerce.accounts.findSessionCustomer(result.sessionToken)).toBeUndefined();
  });

  it("answers a wrong password and an unknown email alike", async () => {
    expect(
      await shop.commerce.accounts.logIn(credentials({ password: "wrong", clientAddress: "203.0.113.2" })),
    ).toEqual({ ok: false, reason: "invalid_credentials" });
    expect(
      await shop.commerce.accounts.logIn(credentials({ email: "nobody@butik.se", clientAddress: "203.0.113.2" })),
    ).toEqual({ ok: false, reason: "invalid_credentials" });
  });

  it("refuses a deactivated account with its own reason", async () => {
    await shop.database.db.execute(
      sql`update customers set is_active = false where login_name = ${demoCustomer.email}`,
    );
    expect(await shop.commerce.accounts.logIn(credentials({ clientAddress: "203.0.113.3" }))).toEqual({
      ok: false,
      reason: "account_deactivated",
    });
    await shop.database.db.execute(sql`update customers set is_active = true where login_name = ${demoCustomer.email}`);
  });

  it("limits attempts per client address, even for the right password", async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await shop.commerce.accounts.logIn(
        credentials({ email: `guess${attempt}@butik.se`, password: "guess", clientAddress: "198.51.100.9" }),
      );
    }
    expect(await shop.commerce.accounts.logIn(credentials({ clientAddress: "198.51.100.9" }))).toEqual({
      ok: false,
      reason: "too_many_attempts",
    });
    expect((await shop.commerce.accounts.logIn(credentials({ clientAddress: "198.51.100.10" }))).ok).toBe(true);
  });

  it("limits attempts per account across addresses", async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await shop.commerce.accounts.logIn(
        credentials({ email: "target@butik.se", password: "guess", clientAddress: `192.0.2.${attempt}` }),
      );
    }
    expect(
      await shop.commerce.accounts.logIn(credentials({ email: "target@butik.se", clientAddress: "192.0.2.200" })),
    ).toEqual({ ok: false, reason: "too_many_attempts" });
  });

  it("rejects malformed input as invalid, with SPEC §5 messages", async () => {
    expect(
      (await expectDomainError(shop.commerce.accounts.logIn(credentials({ email: "not-an-email" })))).fields,
    ).toEqual([{ field: "email", ...problem("invalid_email") }]);
    expect((await expectDomainError(shop.commerce.accounts.logIn(credentials({ password: "" })))).fields).toEqual([
      { field: "password", ...problem("required") },
    ]);
    expect(
      (await expectDomainError(shop.commerce.accounts.logIn(credentials({ password: "x".repeat(201) })))).fields,
    ).toEqual([{ field: "password", ...problem("too_long", { max: 200 }) }]);
  });
});

describe("orders", () => {
  it("lists a customer's latest orders, newest first", async () => {
    const login = await shop.commerce.accounts.logIn(credentials({ clientAddress: "203.0.113.50" }));
    if (!login.ok) throw new Error("demo login failed");
    const orders = await shop.commerce.orders.listCustomerOrders(login.customer.id);
    expect(orders.map((order) => order.status)).toEqual(["processing", "completed"]);
    expect(await shop.commerce.orders.listCustomerOrders(login.customer.id + 999)).toEqual([]);
  });
});
