import nodemailer, { type NodemailerError } from "nodemailer";
import type { DeliveryOutcome, MailProvider, OutgoingMessage } from "./mail-provider.ts";

export interface SmtpMailOptions {
  /** smtp://user:pass@host:587 or smtps://…:465 (SMTP_URL). */
  url: string;
  /** The From header, "Shop <shop@example.se>" or a bare address (MAIL_FROM). */
  from: string;
  /** Milliseconds to wait for a connection, the greeting, or any reply; 10 s unless told. */
  timeoutMs?: number;
}

/**
 * Sorts a failed send. An SMTP 5xx reply to the message or a recipient is permanent: the same mail
 * would be refused again. Everything else is tried again later: 4xx replies, a refused or dropped
 * connection, a timeout, and a refused login (the shop's credentials are wrong, not the mail;
 * the mail waits while someone fixes SMTP_URL).
 */
function outcomeOf(error: unknown): DeliveryOutcome {
  const failure = error as NodemailerError;
  const description = failure.response ?? `${failure.code ?? "error"}: ${failure.message}`;
  const refused = failure.permanent === true && failure.code !== "EAUTH";
  return { status: refused ? "refused" : "deferred", error: description };
}

/** The domain of the From address, for Message-IDs of our own. */
function domainOf(from: string): string {
  return /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
}

/** Sends through an SMTP server with nodemailer, over a small pool of reused connections. */
export function createSmtpMailProvider({ url, from, timeoutMs = 10_000 }: SmtpMailOptions): MailProvider {
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 2,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs * 3,
  });
  const messageIdDomain = domainOf(from);
  return {
    name: "smtp",
    async send(message: OutgoingMessage): Promise<DeliveryOutcome> {
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          messageId: `<${message.reference}@${messageIdDomain}>`,
          // Out-of-office replies and the like are not sent back to automatic mail (RFC 3834).
          headers: { "Auto-Submitted": "auto-generated" },
        });
        return { status: "sent" };
      } catch (error) {
        return outcomeOf(error);
      }
    },
    async close() {
      transport.close();
    },
  };
}
