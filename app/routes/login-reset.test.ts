import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { passwordResetTokens } from "#commerce/modules/accounts/schema.ts";
import { listMailTo } from "#commerce/modules/mail/index.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import { hashSecretToken } from "#commerce/secret-tokens.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { withStorefrontServer } from "#tests/fixtures/storefront-server.ts";

const shop = withDemoShop();
const server = withStorefrontServer(shop);
let serial = 0;

/** A new customer who asked for a reset link: the link's token. */
async function emailedToken(locale: ShopLocale): Promise<string> {
  const email = `reset-page-${(serial += 1)}@example.se`;
  await shop.commerce.accounts.signUp({
    email,
    password: "a long enough password",
    firstName: "Glöm",
    lastName: "Ska",
    acceptDataProtection: true,
    acceptTerms: true,
    locale,
    clientAddress: `198.51.100.${serial}`,
  });
  await shop.commerce.accounts.requestPasswordReset({
    email,
    locale,
    clientAddress: `198.51.100.${serial}`,
    resetUrl: "https://shop.example/login/reset",
  }).delivered;
  const [mail] = await listMailTo(shop.database.db, email);
  return new URL(/https:\S+/.exec(mail!.textBody)![0]).searchParams.get("token")!;
}

/** The reset page as a browser gets it: its status, whether it offers the password field, its alert and its links. */
async function resetPage(path: string, init?: RequestInit) {
  const response = await fetch(server.url(path), { redirect: "manual", ...init });
  const html = await response.text();
  const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? "";
  return {
    status: response.status,
    offersForm: main.includes('name="password"'),
    alert: /<div role="alert"[^>]*>([\s\S]*?)<\/div>/
      .exec(main)?.[1]
      ?.replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " "),
    links: [...main.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(([, href, text]) => [href, text]),
  };
}

const post = (path: string, form: Record<string, string>) =>
  fetch(server.url(path), {
    method: "POST",
    redirect: "manual",
    headers: { origin: server.origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form).toString(),
  });

describe("the password-reset page", () => {
  it("offers the new-password form for a link that still works, and says at once that a used one is spent", async () => {
    const token = await emailedToken("en-GB");
    const path = `/en-GB/login/reset?token=${token}`;
    expect(await resetPage(path)).toMatchObject({ status: 200, offersForm: true, alert: undefined });
    const reset = await post(path, { token, password: "a brand new password" });
    expect(reset.headers.get("location")).toBe("/en-GB/login?reset=done");

    const reused = await resetPage(path);
    expect(reused).toMatchObject({ status: 403, offersForm: false });
    expect(reused.alert).toContain("Token Expired");
    expect(reused.alert).toContain("This link has been used or is more than an hour old.");
    expect(reused.links).toContainEqual(["/en-GB/login?view=forgot", "Ask for a new link"]);
  });

  it("says so in Swedish for a link past its hour, and for a token that never was, alike", async () => {
    const token = await emailedToken("sv-SE");
    await shop.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashSecretToken(token)));
    const expired = await resetPage(`/login/reset?token=${token}`);
    const unknown = await resetPage(`/login/reset?token=${"x".repeat(43)}`);
    for (const page of [expired, unknown]) {
      expect(page).toMatchObject({ status: 403, offersForm: false });
      expect(page.alert).toContain("Länken har gått ut");
      expect(page.links).toContainEqual(["/login?view=forgot", "Be om en ny länk"]);
    }
    expect(unknown).toEqual(expired);
  });

  it("says the link is spent when it was used in another tab after the form was shown", async () => {
    const token = await emailedToken("en-GB");
    await shop.commerce.accounts.resetPassword({ token, password: "used in another tab" });
    const answer = await post(`/en-GB/login/reset?token=${token}`, { token, password: "a brand new password" });
    expect(answer.status).toBe(403);
    const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(await answer.text())?.[1] ?? "";
    expect(main).toContain("Token Expired");
    expect(main).not.toContain('name="password"');
  });
});
