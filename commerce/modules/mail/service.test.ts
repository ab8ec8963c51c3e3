import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { problem } from "#commerce/error-codes.ts";
import type { StaffActor, StaffRole } from "#commerce/modules/access/index.ts";
import { createStaffActors, staffRoles } from "#tests/fixtures/staff-actors.ts";
import { expectDomainError, problemsByField } from "#tests/fixtures/domain-error.ts";
import { openTestDatabase, type TestDatabase } from "#tests/fixtures/test-database.ts";
import { createAuditService } from "../audit/index.ts";
import { listMailForOrder } from "./outbox.ts";
import { queueTemplateMail } from "./queue-template-mail.ts";
import { outgoingMail } from "./schema.ts";
import { createMailService, type MailService } from "./service.ts";

let database: TestDatabase;
let mail: MailService;
let actors: Record<StaffRole, StaffActor>;
const orderId = randomUUID();
/** The outbox as the tests arranged it: ids by what became of each mail. */
const ids = { sent: [] as number[], failed: [] as number[], pending: [] as number[] };

const queue = async (recipient: string, about?: string) =>
  (
    await queueTemplateMail(database.db, {
      template: "order_shipped",
      locale: "sv-SE",
      recipient,
      ...(about ? { orderId: about } : {}),
      data: { orderNumber: 1042, carrier: "PostNord", trackingNumber: "JJ1", trackingUrl: "https://track.example/JJ1" },
    })
  ).id;

beforeAll(async () => {
  database = await openTestDatabase();
  mail = createMailService(database.db, "outbox");
  actors = await createStaffActors(database.db, "mail");
  for (let index = 0; index < 12; index += 1) ids.sent.push(await queue(`Kund${index}@Example.se`));
  for (const recipient of ["studs_100%@example.se", "studsa@example.se"]) ids.failed.push(await queue(recipient));
  ids.pending.push(await queue("vantar@example.se", orderId), await queue("vantar@example.se", orderId));
  await database.db
    .update(outgoingMail)
    .set({ sentAt: sql`now()`, attempts: 1 })
    .where(inArray(outgoingMail.id, ids.sent));
  await database.db
    .update(outgoingMail)
    .set({ failedAt: sql`now()`, attempts: 1, lastError: "550 Mailbox unavailable" })
    .where(inArray(outgoingMail.id, ids.failed));
});
afterAll(() => database.destroy());

describe("the back office's outbox", () => {
  it("lists newest first with each mail's status, filtered by status", async () => {
    const all = await mail.listOutbox(actors.owner, {});
    expect(all).toMatchObject({ total: 16, page: 1, pageSize: 25 });
    expect(all.mails.map((listed) => listed.id)).toEqual(
      [...ids.sent, ...ids.failed, ...ids.pending].sort((a, b) => b - a),
    );
    for (const status of ["sent", "failed", "pending"] as const) {
      const page = await mail.listOutbox(actors.owner, { status });
      expect(page.mails.map((listed) => listed.id).sort((a, b) => a - b)).toEqual(ids[status]);
      expect(page.mails.every((listed) => listed.status === status)).toBe(true);
    }
    const [failed] = (await mail.listOutbox(actors.owner, { status: "failed" })).mails;
    expect(failed).toMatchObject({
      attempts: 1,
      lastError: "550 Mailbox unavailable",
      subject: "Din beställning 1042 är på väg",
    });
  });

  it("finds by any part of the recipient, ignoring case, with % and _ meaning themselves", async () => {
    expect(
      (await mail.listOutbox(actors.owner, { recipient: "KUND1" })).mails.map((listed) => listed.recipient).sort(),
    ).toEqual(["Kund10@Example.se", "Kund11@Example.se", "Kund1@Example.se"]);
    expect(
      (await mail.listOutbox(actors.owner, { recipient: "s_100%" })).mails.map((listed) => listed.recipient),
    ).toEqual(["studs_100%@example.se"]);
    expect((await mail.listOutbox(actors.owner, { recipient: "studs_" })).total).toBe(1);
    expect((await mail.listOutbox(actors.owner, { recipient: "  ", status: "pending" })).total).toBe(2);
  });

  it("pages by id with the total on every page, and an empty page past the end", async () => {
    const first = await mail.listOutbox(actors.owner, { pageSize: 5 });
    const second = await mail.listOutbox(actors.owner, { pageSize: 5, page: 2 });
    expect(first.total).toBe(16);
    expect(second.total).toBe(16);
    expect(second.mails[0]!.id).toBeLessThan(first.mails[4]!.id);
    expect(await mail.listOutbox(actors.owner, { pageSize: 5, page: 9 })).toMatchObject({ mails: [], total: 16 });
    const tooLong = await expectDomainError(mail.listOutbox(actors.owner, { pageSize: 500 }));
    expect([tooLong.kind, tooLong.problem]).toEqual(["invalid", problem("check_outbox_filter")]);
    const badStatus = { status: "lost" } as unknown as Parameters<MailService["listOutbox"]>[1];
    const unknownStatus = await expectDomainError(mail.listOutbox(actors.owner, badStatus));
    expect([unknownStatus.kind, unknownStatus.problem]).toEqual(["invalid", problem("check_outbox_filter")]);
    expect(Object.keys(problemsByField(unknownStatus))).toEqual(["status"]);
  });

  it("shows one mail with its HTML and text, and says when there is none", async () => {
    const shown = await mail.getMail(actors.manager, ids.pending[0]!);
    expect(shown).toMatchObject({ status: "pending", recipient: "vantar@example.se", orderId });
    expect(shown.htmlBody).toContain('href="https://track.example/JJ1"');
    expect(shown.textBody).toContain("Kollinummer: JJ1");
    expect(await expectDomainError(mail.getMail(actors.owner, 999_999))).toMatchObject({
      kind: "not_found",
      code: "mail_not_found",
    });
  });

  it("lists an order's mails for its page (the orders module's detail reads them)", async () => {
    expect((await listMailForOrder(database.db, orderId)).map((listed) => listed.id)).toEqual(
      [...ids.pending].reverse(),
    );
    expect(await listMailForOrder(database.db, randomUUID())).toEqual([]);
  });

  it("resends a copy of a mail as it was, to be delivered on its own, and audits it", async () => {
    const original = await mail.getMail(actors.owner, ids.failed[0]!);
    const { id } = await mail.resendMail(actors.manager, original.id);
    const copy = await mail.getMail(actors.owner, id);
    expect(copy).toMatchObject({
      status: "pending",
      attempts: 0,
      lastError: null,
      recipient: original.recipient,
      subject: original.subject,
      textBody: original.textBody,
      htmlBody: original.htmlBody,
      template: "order-shipped",
    });
    expect((await mail.getMail(actors.owner, original.id)).status).toBe("failed");
    const {
      entries: [entry],
    } = await createAuditService(database.db).listEntries(actors.owner, { subjectKind: "mail" });
    expect(entry).toMatchObject({
      staffId: actors.manager.id,
      action: "mail.resend",
      subjectId: String(original.id),
      after: { copyId: id, template: "order-shipped", orderId: null },
    });
    expect(await expectDomainError(mail.resendMail(actors.owner, 999_999))).toMatchObject({ code: "mail_not_found" });
  });

  it("lets each role do what its permissions say, and refuses the rest", async () => {
    const someMail = ids.sent[0]!;
    const allowed = {
      read: ["owner", "manager"],
      send: ["owner", "manager"],
    };
    for (const role of staffRoles) {
      const actor = actors[role];
      const calls = {
        read: [() => mail.listOutbox(actor, {}), () => mail.getMail(actor, someMail)],
        send: [() => mail.resendMail(actor, someMail)],
      };
      for (const [what, tries] of Object.entries(calls) as [keyof typeof calls, (() => Promise<unknown>)[]][])
        for (const call of tries) {
          if (allowed[what].includes(role)) await call();
          else expect(await expectDomainError(call())).toMatchObject({ kind: "forbidden", code: "staff_forbidden" });
        }
    }
    // A refused resend queued nothing.
    const copies = await database.db.$count(outgoingMail, eq(outgoingMail.subject, "Din beställning 1042 är på väg"));
    expect(copies).toBe(16 + 1 + 2);
  });
});
