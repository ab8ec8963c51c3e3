import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { problem } from "#commerce/error-codes.ts";
import { selectRows } from "#commerce/db/client.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { expectDomainError, problemsByField } from "#tests/fixtures/domain-error.ts";
import { createStaffActors } from "#tests/fixtures/staff-actors.ts";

const shop = withDemoShop();
const actors = () => createStaffActors(shop.database.db, `free-delivery-${Math.random().toString(36).slice(2)}`);
const shown = (fields: { currencyCode: string; fromIncVat: string }[]) =>
  Object.fromEntries(fields.map(({ currencyCode, fromIncVat }) => [currencyCode, fromIncVat]));

describe("the back office's free-delivery thresholds", () => {
  it("shows each of the shop's currencies in whole units and stores what the owner types, audited", async () => {
    const { owner } = await actors();
    expect(shown(await shop.commerce.staffFreeDelivery.read(owner))).toEqual({ SEK: "499", EUR: "45", GBP: "39" });

    const saved = await shop.commerce.staffFreeDelivery.update(owner, { SEK: "599", EUR: "", GBP: "39,50" });
    expect(shown(saved)).toEqual({ SEK: "599", EUR: "", GBP: "39.5" });
    expect(await shop.commerce.settings.read(owner, "freeDelivery")).toEqual({
      fromIncVat: { SEK: 59_900, GBP: 3_950 },
    });
    // Checkout's rule reads the same setting: no offer in euros now.
    expect(await shop.commerce.checkoutMethods.freeDeliveryFrom("SEK")).toBe(59_900);
    expect(await shop.commerce.checkoutMethods.freeDeliveryFrom("EUR")).toBeNull();
    const [entry] = await selectRows<{ after: unknown }>(
      shop.database.db,
      sql`select after from audit_entries where action = 'settings.update' and subject_id = 'freeDelivery' order by id desc limit 1`,
    );
    expect(entry?.after).toEqual({ fromIncVat: { SEK: 59_900, GBP: 3_950 } });
  });

  it("refuses a bad amount on its field and changes nothing", async () => {
    const { owner } = await actors();
    const before = await shop.commerce.settings.read(owner, "freeDelivery");
    const error = await expectDomainError(
      shop.commerce.staffFreeDelivery.update(owner, { SEK: "five hundred", EUR: "45.999", GBP: "-3" }),
    );
    expect(error.problem).toEqual(problem("check_setting", { setting: "freeDelivery" }));
    expect(problemsByField(error)).toEqual({
      "fromIncVat.SEK": problem("price_invalid"),
      "fromIncVat.EUR": problem("price_invalid"),
      "fromIncVat.GBP": problem("price_invalid"),
    });
    expect(await shop.commerce.settings.read(owner, "freeDelivery")).toEqual(before);
  });

  it.each(["manager", "support", "editor"] as const)("is the owners' alone: refused to the %s role", async (role) => {
    const staff = await actors();
    const before = await shop.commerce.settings.read(staff.owner, "freeDelivery");
    for (const refused of [
      shop.commerce.staffFreeDelivery.read(staff[role]),
      shop.commerce.staffFreeDelivery.update(staff[role], { SEK: "1" }),
    ])
      expect((await expectDomainError(refused)).kind).toBe("forbidden");
    expect(await shop.commerce.settings.read(staff.owner, "freeDelivery")).toEqual(before);
  });
});
