import type { AddressObject, ParsedMail } from "mailparser";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll } from "vitest";
import { type SmtpFake, startSmtpFake } from "../fakes/smtp-server.ts";
import { type RunningServer, shopDatabase, startServer } from "./server-process.ts";

/** How long a journey waits for a mail: the worker polls every second and is woken when mail is queued. */
const mailWaitMs = 15_000;

const recipientsOf = (mail: ParsedMail) =>
  [mail.to ?? []]
    .flat()
    .flatMap((field: AddressObject) => field.value.map((address) => address.address?.toLowerCase()));

/**
 * A shop of the file's own for journeys that read mail: the built server on a fresh database
 * (see shopDatabase), sending with the smtp provider to an SMTP fake on loopback and polling for mail every
 * second. `origin` is set once the server answers (before the file's browser starts, if
 * withBrowser is called after this).
 */
export function withMailingShop() {
  let smtp: SmtpFake | undefined;
  let server: RunningServer | undefined;
  let database: Awaited<ReturnType<typeof shopDatabase>> | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), "butik-mail-e2e-"));
  const shop = {
    origin: "",
    /** The `nth` mail (from 1) to `recipient` with this subject, waited for as it comes through the fake. */
    async mailTo(recipient: string, subject: string | RegExp, nth = 1): Promise<ParsedMail> {
      const matches = (mail: ParsedMail) =>
        recipientsOf(mail).includes(recipient.toLowerCase()) &&
        (typeof subject === "string" ? mail.subject === subject : subject.test(mail.subject ?? ""));
      const deadline = Date.now() + mailWaitMs;
      for (;;) {
        const found = smtp!.received.filter(matches)[nth - 1];
        if (found) return found;
        if (Date.now() > deadline) {
          const seen = smtp!.received.map((mail) => `"${mail.subject}" to ${recipientsOf(mail).join(", ")}`);
          throw new Error(
            `no mail #${nth} "${subject}" to ${recipient} within ${mailWaitMs} ms; received: ${seen.join("; ")}`,
          );
        }
        await sleep(100);
      }
    },
  };
  beforeAll(async () => {
    smtp = await startSmtpFake();
    database = await shopDatabase();
    server = await startServer(dataDir, (origin) => ({
      ...database!.env,
      MAIL_PROVIDER: "smtp",
      SMTP_URL: smtp!.url,
      MAIL_FROM: "Butik <butik@butik.test>",
      MAIL_POLL_SECONDS: "1",
      PUBLIC_URL: origin,
    }));
    shop.origin = server.origin;
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return shop;
}

/** The link in a mail's HTML whose address matches `pattern` (the button a template draws), as an absolute URL. */
export function linkIn(mail: ParsedMail, pattern: RegExp): URL {
  const hrefs = [...String(mail.html).matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replaceAll("&amp;", "&"));
  const href = hrefs.find((candidate) => pattern.test(candidate));
  if (!href) throw new Error(`no link like ${pattern} in "${mail.subject}": ${hrefs.join(", ")}`);
  return new URL(href);
}
