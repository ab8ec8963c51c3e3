import type { Env } from "#commerce/env.ts";
import type { MailProvider } from "./mail-provider.ts";
import { createOutboxMailProvider } from "./outbox-provider.ts";
import { createSmtpMailProvider } from "./smtp-provider.ts";

/** The mail provider the configuration names: `outbox` (stored, never sent; the default) or `smtp`. */
export function createMailProvider(env: Pick<Env, "MAIL_PROVIDER" | "SMTP_URL" | "MAIL_FROM">): MailProvider {
  if (env.MAIL_PROVIDER === "outbox") return createOutboxMailProvider();
  return createSmtpMailProvider({ url: env.SMTP_URL!, from: env.MAIL_FROM! });
}
