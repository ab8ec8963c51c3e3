import { eq, sql } from "drizzle-orm";
import { createServer, type Server } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "#tests/fixtures/test-database.ts";
import { startSmtpFake, type SmtpFake } from "#tests/fakes/smtp-server.ts";
import type { MailProvider } from "#commerce/providers/mail/mail-provider.ts";
import { createOutboxMailProvider } from "#commerce/providers/mail/outbox-provider.ts";
import { createSmtpMailProvider } from "#commerce/providers/mail/smtp-provider.ts";
import { writeSetting, settingDefaults } from "../settings/index.ts";
import { createMailDelivery, maxDeliveryAttempts, retryDelaysSeconds } from "./mail-delivery.ts";
import { queueTemplateMail } from "./queue-template-mail.ts";
import { outgoingMail } from "./schema.ts";

const from = "Butik <shop@butik.example>";
let database: TestDatabase;
let fake: SmtpFake;
const providers: MailProvider[] = [];

/** An SMTP provider for the test (closed after the file), on the fake unless told another URL. */
function smtp(url = fake.url, timeoutMs?: number): MailProvider {
  const provider = createSmtpMailProvider({ url, from, timeoutMs });
  providers.push(provider);
  return provider;
}

const deliveryOver = (provider: MailProvider) =>
  createMailDelivery(database.db, { provider, publicOrigin: "https://shop.example" });

const queue = async (recipient: string) =>
  (
    await queueTemplateMail(database.db, {
      template: "password_reset",
      locale: "en-GB",
      recipient,
      data: { resetUrl: `https://shop.example/login/reset?token=${recipient}` },
    })
  ).id;

async function stored(id: number) {
  const [row] = await database.db
    .select({
      attempts: outgoingMail.attempts,
      sentAt: outgoingMail.sentAt,
      failedAt: outgoingMail.failedAt,
      claimedUntil: outgoingMail.claimedUntil,
      lastError: outgoingMail.lastError,
      htmlBody: outgoingMail.htmlBody,
      templateInput: outgoingMail.templateInput,
      // Seconds until the next try, by the database's clock, which set it.
      waitSeconds: sql<number>`extract(epoch from ${outgoingMail.nextAttemptAt} - now())::float8`,
    })
    .from(outgoingMail)
    .where(eq(outgoingMail.id, id));
  return row!;
}

const makeDue = (id: number) =>
  database.db
    .update(outgoingMail)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(outgoingMail.id, id));
const arrivedFor = (recipient: string) =>
  fake.received.filter((mail) => mail.to && "text" in mail.to && mail.to.text === recipient);

beforeAll(async () => {
  database = await openTestDatabase();
  fake = await startSmtpFake();
});
afterAll(async () => {
  await Promise.all(providers.map((provider) => provider.close()));
  await fake.close();
  await database.destroy();
});

describe("mail delivery over SMTP", () => {
  it("delivers queued mail with its HTML and text, From, Message-ID and the logo at the public origin", async () => {
    await writeSetting(database.db, "branding", { ...settingDefaults.branding, logoMediaKey: "brand/logo.png" });
    const id = await queue("ada@example.se");
    await writeSetting(database.db, "branding", settingDefaults.branding);
    expect((await stored(id)).htmlBody).toBeNull();

    expect(await deliveryOver(smtp())()).toEqual({ sent: 1, deferred: 0, failed: 0 });
    // Rendered as it went out, with the branding as queued, and kept as sent (the /img path relative);
    // what it was rendered from is gone.
    expect(await stored(id)).toMatchObject({
      htmlBody: expect.stringContaining('src="/img/brand/logo.png?w=320&amp;fmt=png"'),
      templateInput: null,
    });
    const [mail] = arrivedFor("ada@example.se");
    expect(mail!.from!.text).toBe('"Butik" <shop@butik.example>');
    expect(mail!.subject).toBe("Reset your Butik password");
    expect(mail!.messageId).toMatch(new RegExp(`^<butik-mail-${id}-\\d+@butik\\.example>$`));
    expect(mail!.headers.get("auto-submitted")).toBe("auto-generated");
    expect(mail!.text).toContain("Choose a new password https://shop.example/login/reset?token=ada@example.se");
    expect(mail!.html).toContain('src="https://shop.example/img/brand/logo.png?w=320&amp;fmt=png"');
    expect(mail!.html).toContain('href="https://shop.example/login/reset?token=ada@example.se"');
    expect(await stored(id)).toMatchObject({ attempts: 1, failedAt: null, claimedUntil: null, lastError: null });
    expect((await stored(id)).sentAt).toBeInstanceOf(Date);
    // Sent is sent: the next round finds nothing.
    expect(await deliveryOver(smtp())()).toEqual({ sent: 0, deferred: 0, failed: 0 });
    expect(arrivedFor("ada@example.se")).toHaveLength(1);
  });

  it("gives a mail up at once when the server refuses it for good (5xx)", async () => {
    fake.refuseRecipient("gone@example.se", 550);
    const id = await queue("gone@example.se");
    expect(await deliveryOver(smtp())()).toEqual({ sent: 0, deferred: 0, failed: 1 });
    const row = await stored(id);
    expect(row).toMatchObject({ attempts: 1, sentAt: null, claimedUntil: null });
    expect(row.failedAt).toBeInstanceOf(Date);
    expect(row.lastError).toMatch(/^550 /);
    await makeDue(id);
    expect(await deliveryOver(smtp())()).toEqual({ sent: 0, deferred: 0, failed: 0 });
    expect((await stored(id)).attempts).toBe(1);
  });

  it("tries again later when the server says so (4xx), waiting longer each time, and gives up after the last try", async () => {
    fake.refuseRecipient("busy@example.se", 451);
    const id = await queue("busy@example.se");
    const deliver = deliveryOver(smtp());
    expect(await deliver()).toEqual({ sent: 0, deferred: 1, failed: 0 });
    let row = await stored(id);
    expect(row).toMatchObject({ attempts: 1, sentAt: null, failedAt: null, claimedUntil: null });
    expect(row.lastError).toMatch(/^451 /);
    expect(row.waitSeconds).toBeGreaterThan(retryDelaysSeconds[0] - 5);
    expect(row.waitSeconds).toBeLessThanOrEqual(retryDelaysSeconds[0]);
    // Not due yet: nothing is tried.
    expect(await deliver()).toEqual({ sent: 0, deferred: 0, failed: 0 });

    await makeDue(id);
    expect(await deliver()).toEqual({ sent: 0, deferred: 1, failed: 0 });
    row = await stored(id);
    expect(row.attempts).toBe(2);
    expect(row.waitSeconds).toBeGreaterThan(retryDelaysSeconds[1] - 5);

    await database.db
      .update(outgoingMail)
      .set({ attempts: maxDeliveryAttempts - 1, nextAttemptAt: sql`now()` })
      .where(eq(outgoingMail.id, id));
    expect(await deliver()).toEqual({ sent: 0, deferred: 0, failed: 1 });
    row = await stored(id);
    expect(row.attempts).toBe(maxDeliveryAttempts);
    expect(row.failedAt).toBeInstanceOf(Date);
    expect(arrivedFor("busy@example.se")).toHaveLength(0);
  });

  it("sends a mail once the server takes it again after a temporary refusal", async () => {
    fake.refuseRecipient("later@example.se", 421);
    const id = await queue("later@example.se");
    const deliver = deliveryOver(smtp());
    expect(await deliver()).toEqual({ sent: 0, deferred: 1, failed: 0 });
    fake.refuseRecipient("later@example.se", undefined);
    await makeDue(id);
    expect(await deliver()).toEqual({ sent: 1, deferred: 0, failed: 0 });
    expect(await stored(id)).toMatchObject({ attempts: 2, lastError: null, failedAt: null });
    expect(arrivedFor("later@example.se")).toHaveLength(1);
  });

  it("loses nothing while the mail server is down, and sends it when it is back", async () => {
    const away = await startSmtpFake();
    await away.close();
    const id = await queue("patient@example.se");
    const deliver = deliveryOver(smtp(away.url));
    expect(await deliver()).toEqual({ sent: 0, deferred: 1, failed: 0 });
    expect((await stored(id)).lastError).toMatch(/ECONNREFUSED|ECONNECTION/);

    const back = await startSmtpFake(away.port);
    try {
      await makeDue(id);
      expect(await deliver()).toEqual({ sent: 1, deferred: 0, failed: 0 });
      expect(back.received.map((mail) => mail.subject)).toEqual(["Reset your Butik password"]);
      expect((await stored(id)).attempts).toBe(2);
    } finally {
      await back.close();
    }
  });

  it("tries again when the server never answers (a timeout)", async () => {
    const silent: Server = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const port = (silent.address() as { port: number }).port;
      const id = await queue("timeout@example.se");
      expect(await deliveryOver(smtp(`smtp://127.0.0.1:${port}`, 200))()).toEqual({ sent: 0, deferred: 1, failed: 0 });
      const row = await stored(id);
      expect(row.failedAt).toBeNull();
      expect(row.lastError).toMatch(/ETIMEDOUT|timeout/i);
      // Given up on here, so the later tests' rounds do not meet it.
      await database.db
        .update(outgoingMail)
        .set({ failedAt: sql`now()` })
        .where(eq(outgoingMail.id, id));
    } finally {
      silent.close();
    }
  });

  it("keeps other senders off a claimed mail until the claim runs out (a sender that died)", async () => {
    const id = await queue("claimed@example.se");
    await database.db
      .update(outgoingMail)
      .set({ claimedUntil: sql`now() + interval '1 hour'` })
      .where(eq(outgoingMail.id, id));
    const deliver = deliveryOver(smtp());
    expect(await deliver()).toEqual({ sent: 0, deferred: 0, failed: 0 });
    await database.db
      .update(outgoingMail)
      .set({ claimedUntil: sql`now() - interval '1 second'` })
      .where(eq(outgoingMail.id, id));
    expect(await deliver()).toEqual({ sent: 1, deferred: 0, failed: 0 });
    expect(arrivedFor("claimed@example.se")).toHaveLength(1);
  });

  it("claims a batch for as long as sending it one by one may take, and records nothing once another sender took the claim", async () => {
    const id = await queue("lapsed@example.se");
    const seen: { leaseSeconds: number }[] = [];
    const lapsing: MailProvider = {
      name: "smtp",
      async send() {
        const claim = await database.db
          .select({ seconds: sql<number>`extract(epoch from ${outgoingMail.claimedUntil} - now())::float8` })
          .from(outgoingMail)
          .where(eq(outgoingMail.id, id));
        seen.push({ leaseSeconds: claim[0]!.seconds });
        // The claim ran out while sending and another sender claimed the mail.
        await database.db
          .update(outgoingMail)
          .set({ claimedUntil: sql`now() + interval '1 hour'` })
          .where(eq(outgoingMail.id, id));
        return { status: "sent" };
      },
      close: async () => undefined,
    };
    expect(await deliveryOver(lapsing)()).toEqual({ sent: 0, deferred: 0, failed: 0 });
    // Ten mails a batch, each allowed two minutes.
    expect(seen[0]!.leaseSeconds).toBeGreaterThan(10 * 110);
    const row = await stored(id);
    expect(row).toMatchObject({ attempts: 0, sentAt: null });
    expect(row.claimedUntil!.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
  });

  it("never sends one mail twice with two workers on one database", async () => {
    const recipients = Array.from({ length: 30 }, (_, index) => `crowd${index}@example.se`);
    for (const recipient of recipients) await queue(recipient);
    fake.slowDown(10);
    try {
      const [first, second] = await Promise.all([deliveryOver(smtp())(), deliveryOver(smtp())()]);
      expect(first.sent + second.sent).toBe(30);
      // Both worked: the second claimed while the first was still sending.
      expect(first.sent).toBeGreaterThan(0);
      expect(second.sent).toBeGreaterThan(0);
    } finally {
      fake.slowDown(0);
    }
    for (const recipient of recipients) expect(arrivedFor(recipient)).toHaveLength(1);
    const messageIds = fake.received.map((mail) => mail.messageId);
    expect(new Set(messageIds).size).toBe(messageIds.length);
  });

  it("sends nothing with the outbox provider: mail stays stored as it was", async () => {
    const id = await queue("outbox@example.se");
    const before = await stored(id);
    expect(await deliveryOver(createOutboxMailProvider())()).toEqual({ sent: 0, deferred: 0, failed: 0 });
    expect(await stored(id)).toEqual({ ...before, waitSeconds: expect.any(Number) });
    expect(arrivedFor("outbox@example.se")).toHaveLength(0);
  });
});
