import type { Page } from "playwright-core";
import { expect } from "vitest";
import { expectNoSeriousViolations } from "./axe.ts";
import { linkIn, type withMailingShop } from "./mailing-shop.ts";

type MailingShop = ReturnType<typeof withMailingShop>;

/** The sign-in page's words in the browser's language (the page follows it until someone signs in). */
const signIn = {
  "sv-SE": { email: "E-post", password: "Lösenord", submit: "Logga in" },
  "en-GB": { email: "Email", password: "Password", submit: "Sign in" },
} as const;

/** Signs in to the back office from its sign-in page and waits until it has moved on. */
export async function signInToBackOffice(
  page: Page,
  browserLocale: keyof typeof signIn,
  member: { email: string; password: string },
): Promise<void> {
  const text = signIn[browserLocale];
  if (new URL(page.url()).pathname !== "/admin/login") await page.goto("/admin/login");
  await page.getByLabel(text.email, { exact: true }).fill(member.email);
  await page.getByLabel(text.password, { exact: true }).fill(member.password);
  await page.getByRole("button", { name: text.submit }).click();
  await page.waitForURL((url) => url.pathname !== "/admin/login");
}

export interface Invitee {
  name: string;
  email: string;
  role: "manager" | "support" | "editor";
  /** The invitee's back-office language, in which the invite mail is written. */
  locale: "sv-SE" | "en-GB";
}

/**
 * An owner, signed in with Swedish as their language, invites someone from Staff; returns the
 * link the invite mail (in the invitee's language) carries to the invite page.
 */
export async function inviteFromStaffPage(ownerPage: Page, shop: MailingShop, invitee: Invitee): Promise<URL> {
  await ownerPage.goto("/admin/staff");
  await ownerPage.getByRole("heading", { level: 1, name: "Personal" }).waitFor();
  const form = ownerPage.locator("form", { has: ownerPage.getByRole("button", { name: "Skicka inbjudan" }) });
  await form.getByLabel("Namn").fill(invitee.name);
  await form.getByLabel("E-post").fill(invitee.email);
  await form.getByLabel("Roll").selectOption(invitee.role);
  await form.getByLabel("Språk").selectOption(invitee.locale);
  await form.getByRole("button", { name: "Skicka inbjudan" }).click();
  await ownerPage.getByRole("status").getByText(`Inbjudan skickad till ${invitee.email}.`).waitFor();
  const subject = invitee.locale === "en-GB" ? /invited you to the .+ back office$/ : /bjudit in dig/;
  const link = linkIn(await shop.mailTo(invitee.email, subject), /\/admin\/invite\?token=/);
  // The link comes from configuration (PUBLIC_URL), so it leads back to this very shop.
  expect(link.origin).toBe(shop.origin);
  return link;
}

/** The invitee opens the invite's link in an English browser (the page passes axe), chooses a password, and lands on the sign-in page. */
export async function acceptInviteInEnglish(page: Page, link: URL, password: string): Promise<void> {
  await page.goto(link.href);
  await page.getByRole("heading", { level: 1, name: "Join the back office" }).waitFor();
  await expectNoSeriousViolations(page);
  await page.getByLabel("New password").fill(password);
  await page.getByRole("button", { name: "Set password" }).click();
  await page.getByRole("status").getByText("Your password is set. Sign in with it.").waitFor();
}
