import type { MailDetail } from "./outbox.ts";

/**
 * Mails whose link is a key: following it sets a password or accepts an invite. The token tables
 * keep only hashes, but the outbox keeps the mail as sent, so the back office must not show these
 * bodies to anyone who could use them (a manager resetting the owner's password and reading the link).
 */
const linkBearingTemplates: ReadonlySet<string> = new Set(["password-reset", "staff-password-reset", "staff-invite"]);

/** Who may see a link-bearing mail's body: an owner, and only in a shop whose mail never leaves the outbox (a developer's or demo shop, where reading it there is the only way to get the link). */
export interface LinkDisclosure {
  mayRevealLinks: boolean;
}

/** The mail with its bodies withheld when they carry a key the reader may not see. */
export function withheldLinks(
  mail: MailDetail,
  { mayRevealLinks }: LinkDisclosure,
): MailDetail & { withheld: boolean } {
  if (mayRevealLinks || !linkBearingTemplates.has(mail.template)) return { ...mail, withheld: false };
  return { ...mail, textBody: "", htmlBody: null, withheld: true };
}
