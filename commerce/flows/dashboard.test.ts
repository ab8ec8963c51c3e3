import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "#commerce/db/client.ts";
import { problem } from "#commerce/error-codes.ts";
import { writeSetting } from "#commerce/modules/settings/index.ts";
import type { StaffActor, StaffRole } from "#commerce/modules/access/index.ts";
import { insertTestOrder } from "#tests/fixtures/customer-records.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { expectDomainError } from "#tests/fixtures/domain-error.ts";
import { createStaffActors, staffRoles } from "#tests/fixtures/staff-actors.ts";

const shop = withDemoShop();
let staff: Record<StaffRole, StaffActor>;

beforeAll(async () => {
  staff = await createStaffActors(shop.database.db);
});

const at = (iso: string) => new Date(iso);

describe("sales per currency", () => {
  // Sunday 30 March 2031: Stockholm moves from UTC+1 to UTC+2 at 01:00 UTC. At 10:00 UTC it is
  // 12:00 there; the day began at 23:00 UTC the evening before, in UTC+1.
  const now = at("2031-03-30T10:00:00Z");

  beforeAll(async () => {
    const db = shop.database.db;
    const sold = [
      // Today in Stockholm, though 29 March in UTC.
      { createdAt: "2031-03-29T23:30:00Z", totalIncVat: 10_000, currencyCode: "SEK", status: "processing" },
      { createdAt: "2031-03-30T09:59:00Z", totalIncVat: 2_500, currencyCode: "EUR", status: "accepted" },
      // 23:30 on 29 March in Stockholm: yesterday.
      { createdAt: "2031-03-29T22:30:00Z", totalIncVat: 20_000, currencyCode: "SEK", status: "completed" },
      // The first minutes of the 7 days (from 24 March, 00:00 UTC+1) and the last before them.
      { createdAt: "2031-03-23T23:10:00Z", totalIncVat: 40_000, currencyCode: "SEK", status: "completed" },
      { createdAt: "2031-03-23T22:50:00Z", totalIncVat: 80_000, currencyCode: "SEK", status: "completed" },
      { createdAt: "2031-03-23T22:50:00Z", totalIncVat: 1_000, currencyCode: "EUR", status: "completed" },
      // The first minutes of the 30 days (from 1 March, 00:00 UTC+1) and the last before them.
      { createdAt: "2031-02-28T23:05:00Z", totalIncVat: 160_000, currencyCode: "SEK", status: "accepted" },
      { createdAt: "2031-02-28T22:55:00Z", totalIncVat: 320_000, currencyCode: "SEK", status: "completed" },
      // Not sales: unpaid, declined, removed, and placed after `now`.
      { createdAt: "2031-03-30T08:00:00Z", totalIncVat: 1, currencyCode: "SEK", status: "checkout" },
      { createdAt: "2031-03-30T08:00:00Z", totalIncVat: 2, currencyCode: "SEK", status: "declined" },
      { createdAt: "2031-03-30T08:00:00Z", totalIncVat: 4, currencyCode: "SEK", status: "removed" },
      { createdAt: "2031-03-30T10:30:00Z", totalIncVat: 8, currencyCode: "SEK", status: "processing" },
    ] as const;
    for (const order of sold) await insertTestOrder(db, { ...order, createdAt: at(order.createdAt) });
  });

  it("counts today, 7 and 30 days from midnight in Stockholm, in minor units per currency, paid orders only", async () => {
    const { sales } = await shop.commerce.dashboard.readDashboard(staff.support, "sv-SE", now);
    expect(sales).toEqual([
      {
        currencyCode: "EUR",
        today: { orders: 1, amount: 2_500 },
        last7Days: { orders: 1, amount: 2_500 },
        last30Days: { orders: 2, amount: 3_500 },
      },
      {
        currencyCode: "SEK",
        today: { orders: 1, amount: 10_000 },
        last7Days: { orders: 3, amount: 70_000 },
        last30Days: { orders: 5, amount: 310_000 },
      },
    ]);
  });

  it("ends the day at midnight in Stockholm: a minute before, the 22:30 UTC order is today's", async () => {
    const { sales } = await shop.commerce.dashboard.readDashboard(staff.owner, "sv-SE", at("2031-03-29T22:59:00Z"));
    expect(sales.find((row) => row.currencyCode === "SEK")!.today).toEqual({ orders: 1, amount: 20_000 });
  });
});

describe("orders waiting and the latest orders", () => {
  const waitingBefore = async () =>
    Object.fromEntries(
      (
        await selectRows<{ status: string; n: number }>(
          shop.database.db,
          sql`select status, count(*)::int as n from orders where status in ('processing', 'accepted') group by status`,
        )
      ).map((row) => [row.status, row.n]),
    );

  it("lists the ten that waited longest with how many wait in each status", async () => {
    const before = await waitingBefore();
    const placed = [];
    for (let index = 0; index < 12; index += 1)
      placed.push(
        await insertTestOrder(shop.database.db, {
          status: index % 3 === 0 ? "accepted" : "processing",
          totalIncVat: 100 + index,
          firstName: `Buyer${index}`,
          createdAt: new Date(Date.UTC(2001, 0, 1 + index)),
        }),
      );
    await insertTestOrder(shop.database.db, {
      status: "completed",
      totalIncVat: 1,
      createdAt: at("2000-01-01T00:00:00Z"),
    });

    const { waiting } = await shop.commerce.dashboard.readDashboard(staff.manager, "en-GB");
    expect(waiting.counts).toEqual({
      processing: (before.processing ?? 0) + 8,
      accepted: (before.accepted ?? 0) + 4,
    });
    expect(waiting.orders.map((order) => order.orderNumber)).toEqual(
      placed.slice(0, 10).map((order) => order.orderNumber),
    );
    expect(waiting.orders[0]).toMatchObject({ status: "accepted", buyerName: "Buyer0 Svensson", totalIncVat: 100 });
  });

  it("lists the ten newest orders past checkout, newest first", async () => {
    const placed = [];
    for (let index = 0; index < 11; index += 1)
      placed.push(
        await insertTestOrder(shop.database.db, {
          status: index % 2 ? "declined" : "completed",
          totalIncVat: 500,
          createdAt: new Date(Date.UTC(2040, 0, 1 + index)),
        }),
      );
    await insertTestOrder(shop.database.db, {
      status: "checkout",
      totalIncVat: 1,
      createdAt: at("2041-01-01T00:00:00Z"),
    });
    const { latestOrders } = await shop.commerce.dashboard.readDashboard(staff.owner, "sv-SE");
    expect(latestOrders.map((order) => order.orderNumber)).toEqual(
      placed
        .slice(1)
        .reverse()
        .map((order) => order.orderNumber),
    );
  });
});

describe("stock running low", () => {
  /** An independent count: every active variant of an active product, its warehouse and store rows summed in JavaScript. */
  async function lowStockOracle(threshold: number) {
    const db = shop.database.db;
    const variants = await selectRows<{ id: number; product_id: number }>(
      db,
      sql`select v.id, v.product_id from variants v join products p on p.id = v.product_id where v.is_active and p.is_active`,
    );
    const stock = await selectRows<{ variant_id: number; on_hand: number }>(
      db,
      sql`select variant_id, on_hand from warehouse_stock union all select variant_id, on_hand from store_stock`,
    );
    const onHand = new Map<number, number>();
    for (const row of stock) onHand.set(row.variant_id, (onHand.get(row.variant_id) ?? 0) + row.on_hand);
    return variants
      .map((variant) => ({ variantId: variant.id, productId: variant.product_id, onHand: onHand.get(variant.id) ?? 0 }))
      .filter((variant) => variant.onHand < threshold)
      .sort((a, b) => a.onHand - b.onHand || a.variantId - b.variantId);
  }

  it("lists variants below the default threshold of 3 across warehouses and stores, lowest first, named in the locale", async () => {
    const expected = await lowStockOracle(3);
    expect(expected.length).toBeGreaterThan(10);
    const { lowStock } = await shop.commerce.dashboard.readDashboard(staff.support, "en-GB");
    expect(lowStock.threshold).toBe(3);
    expect(lowStock.total).toBe(expected.length);
    expect(lowStock.variants.map(({ variantId, productId, onHand }) => ({ variantId, productId, onHand }))).toEqual(
      expected.slice(0, 10),
    );
    const [named] = await selectRows<{ name: string; part_no: string }>(
      shop.database.db,
      sql`select pt.name, v.part_no from variants v join product_translations pt on pt.product_id = v.product_id and pt.locale = 'en-GB'
          where v.id = ${lowStock.variants[0]!.variantId}`,
    );
    expect(lowStock.variants[0]).toMatchObject({ name: named!.name, partNo: named!.part_no });
  });

  it("follows the lowStockThreshold setting, and counts a store's stock with the warehouses'", async () => {
    const db = shop.database.db;
    // A variant with 1 in a warehouse and 1 in a store holds 2: low under 3, not under 2.
    const [variant] = await selectRows<{ id: number }>(
      db,
      sql`select v.id from variants v join products p on p.id = v.product_id where v.is_active and p.is_active order by v.id limit 1`,
    );
    const [store] = await selectRows<{ id: number }>(db, sql`select id from stores order by id limit 1`);
    await db.execute(sql`update warehouse_stock set on_hand = 0 where variant_id = ${variant!.id}`);
    await db.execute(sql`update warehouse_stock set on_hand = 1 where variant_id = ${variant!.id}
      and warehouse_id = (select min(warehouse_id) from warehouse_stock where variant_id = ${variant!.id})`);
    await db.execute(sql`delete from store_stock where variant_id = ${variant!.id}`);
    await db.execute(
      sql`insert into store_stock (store_id, variant_id, on_hand) values (${store!.id}, ${variant!.id}, 1)`,
    );

    await writeSetting(db, "lowStockThreshold", { quantity: 2 });
    const { lowStock } = await shop.commerce.dashboard.readDashboard(staff.owner, "sv-SE");
    const expected = await lowStockOracle(2);
    expect(lowStock).toMatchObject({ threshold: 2, total: expected.length });
    expect(expected.some((row) => row.variantId === variant!.id)).toBe(false);
    expect(lowStock.variants.some((row) => row.variantId === variant!.id)).toBe(false);
    await writeSetting(db, "lowStockThreshold", { quantity: 3 });
  });
});

describe("roles", () => {
  for (const role of staffRoles) {
    const allowed = role !== "editor";
    it(`${role} is ${allowed ? "allowed" : "refused"} the dashboard`, async () => {
      const reading = shop.commerce.dashboard.readDashboard(staff[role], "sv-SE");
      if (allowed) expect((await reading).lowStock.threshold).toBe(3);
      else
        expect(await expectDomainError(reading)).toMatchObject({
          kind: "forbidden",
          ...problem("staff_forbidden", { permission: "orders.read" }),
        });
    });
  }
});
