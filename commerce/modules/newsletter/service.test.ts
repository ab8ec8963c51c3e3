import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "#tests/fixtures/test-database.ts";
import { DomainError } from "#commerce/errors.ts";
import { newsletterSubscriptions } from "./schema.ts";
import { createNewsletterService } from "./service.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.destroy());

const rowFor = async (email: string) =>
  (await database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0];

describe("newsletter subscriptions", () => {
  it("stores an address once, lower-cased, with its locale", async () => {
    const newsletter = createNewsletterService(database.db);
    expect(await newsletter.subscribe({ email: "  Anna.Svensson@Example.se ", locale: "sv-SE" })).toEqual({
      email: "anna.svensson@example.se",
    });
    await newsletter.subscribe({ email: "anna.svensson@example.se", locale: "en-GB" });
    expect(await rowFor("anna.svensson@example.se")).toMatchObject({ locale: "en-GB", unsubscribedAt: null });
    expect(await newsletter.isSubscribed("ANNA.svensson@example.se")).toBe(true);
    expect(await database.db.$count(newsletterSubscriptions)).toBe(1);
  });

  it("subscribes an address again after it unsubscribed", async () => {
    const newsletter = createNewsletterService(database.db);
    await newsletter.subscribe({ email: "back@example.se", locale: "sv-SE" });
    await database.db
      .update(newsletterSubscriptions)
      .set({ unsubscribedAt: new Date() })
      .where(eq(newsletterSubscriptions.email, "back@example.se"));
    expect(await newsletter.isSubscribed("back@example.se")).toBe(false);
    await newsletter.subscribe({ email: "back@example.se", locale: "sv-SE" });
    expect(await newsletter.isSubscribed("back@example.se")).toBe(true);
  });

  it("refuses a missing or malformed address with SPEC's messages, storing nothing", async () => {
    const newsletter = createNewsletterService(database.db);
    const before = await database.db.$count(newsletterSubscriptions);
    for (const [email, code] of [
      ["", "required"],
      ["not-an-address", "invalid_email"],
    ] as const) {
      const error = await newsletter.subscribe({ email: email!, locale: "sv-SE" }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).fields).toEqual([{ field: "email", code, params: {} }]);
    }
    expect(await database.db.$count(newsletterSubscriptions)).toBe(before);
  });
});
