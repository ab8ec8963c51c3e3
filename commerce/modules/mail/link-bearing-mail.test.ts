import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffActor, StaffRole } from "#commerce/modules/access/index.ts";
import { createStaffActors } from "#tests/fixtures/staff-actors.ts";
import { openTestDatabase, type TestDatabase } from "#tests/fixtures/test-database.ts";
import { queueTemplateMail } from "./queue-template-mail.ts";
import { createMailService } from "./service.ts";

let database: TestDatabase;
let actors: Record<StaffRole, StaffActor>;
const link = "https://shop.example/admin/invite?token=secret-invite-token";
let inviteId: number;
let shippedId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  actors = await createStaffActors(database.db, "links");
  inviteId = (
    await queueTemplateMail(database.db, {
      template: "staff_invite",
      locale: "sv-SE",
      recipient: "new-owner@example.se",
      data: { inviterName: "Ägaren", role: "owner", acceptUrl: link },
    })
  ).id;
  shippedId = (
    await queueTemplateMail(database.db, {
      template: "order_shipped",
      locale: "sv-SE",
      recipient: "kund@example.se",
      data: { orderNumber: 7, carrier: "PostNord", trackingNumber: "JJ7", trackingUrl: "https://track.example/JJ7" },
    })
  ).id;
});
afterAll(() => database.destroy());

describe("mail whose link is a key", () => {
  it("is withheld from a manager, who could otherwise take over the account it sets up", async () => {
    const shown = await createMailService(database.db, "outbox").getMail(actors.manager, inviteId);
    expect(shown).toMatchObject({ withheld: true, textBody: "", htmlBody: null, template: "staff-invite" });
    expect(JSON.stringify(shown)).not.toContain("secret-invite-token");
  });

  it("is shown to an owner only while the shop's mail never leaves the outbox", async () => {
    const outboxShop = await createMailService(database.db, "outbox").getMail(actors.owner, inviteId);
    expect(outboxShop.withheld).toBe(false);
    expect(outboxShop.textBody).toContain(link);
    const mailingShop = await createMailService(database.db, "smtp").getMail(actors.owner, inviteId);
    expect(mailingShop).toMatchObject({ withheld: true, textBody: "", htmlBody: null });
  });

  it("leaves every other mail readable", async () => {
    const shipped = await createMailService(database.db, "smtp").getMail(actors.manager, shippedId);
    expect(shipped.withheld).toBe(false);
    expect(shipped.textBody).toContain("JJ7");
  });
});
