import type { MailProvider } from "./mail-provider.ts";

/**
 * The default: mail stays in the outbox, stored and readable in /admin/mail, and nothing leaves the
 * machine (development, demos, a shop not yet set up to send).
 */
export function createOutboxMailProvider(): MailProvider {
  return { name: "outbox", close: async () => undefined };
}
