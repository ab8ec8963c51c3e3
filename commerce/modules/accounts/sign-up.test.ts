import { listMailTo } from "#commerce/modules/mail/index.ts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { demoCustomer } from "#commerce/db/seed/demo-shop.ts";
import { outgoingMail } from "../mail/schema.ts";
import { customers, passwordResetTokens } from "./schema.ts";
import { expectDomainError, problemsByField } from "#tests/fixtures/domain-error.ts";
import { problem } from "#commerce/error-codes.ts";

const shop = withDemoShop();
let addresses = 0;
const signUpFields = (overrides: Record<string, unknown> = {}) => ({
  email: "new.shopper@example.se",
  password: "a long enough password",
  firstName: "Nils",
  lastName: "Holgersson",
  acceptDataProtection: true as const,
  acceptTerms: true as const,
  locale: "sv-SE" as const,
  clientAddress: `198.51.100.${(addresses += 1)}`,
  ...overrides,
});

describe("sign-up", () => {
  it("creates an account with a fresh Code, a hashed password, and the newsletter when asked", async () => {
    const created = await shop.commerce.accounts.signUp(
      signUpFields({ newsletter: true, email: "  New.Shopper@Example.se " }),
    );
    expect(created.email).toBe("new.shopper@example.se");
    const other = await shop.commerce.accounts.signUp(signUpFields({ email: "another@example.se" }));
    expect(other.code).not.toBe(created.code);
    const [row] = await shop.database.db.select().from(customers).where(eq(customers.id, created.customerId));
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(row!.acceptedTermsAt).not.toBeNull();
    expect(await shop.commerce.newsletter.isSubscribed("new.shopper@example.se")).toBe(true);
    expect(await shop.commerce.newsletter.isSubscribed("another@example.se")).toBe(false);
    expect(
      (
        await shop.commerce.accounts.logIn({
          email: "new.shopper@example.se",
          password: "a long enough password",
          clientAddress: "198.51.100.200",
        })
      ).ok,
    ).toBe(true);
  });

  it("welcomes the new customer by mail in their language, linking to the shop, when the shop's URL is given", async () => {
    await shop.commerce.accounts.signUp(
      signUpFields({ email: "welcome@example.se", locale: "en-GB", shopUrl: "https://shop.example/en-GB" }),
    );
    const [welcome] = await listMailTo(shop.database.db, "welcome@example.se");
    expect(welcome).toMatchObject({ template: "welcome", locale: "en-GB", subject: "Welcome to Butik" });
    expect(welcome!.textBody).toContain("Welcome, Nils!");
    expect(welcome!.textBody).toContain("Start shopping https://shop.example/en-GB");
    await shop.commerce.accounts.signUp(signUpFields({ email: "no-link@example.se" }));
    expect(await listMailTo(shop.database.db, "no-link@example.se")).toEqual([]);
  });

  it("refuses an email an active account has ('Email already registered'), and a deactivated one's ('Please choose a different username')", async () => {
    expect(
      (await expectDomainError(shop.commerce.accounts.signUp(signUpFields({ email: demoCustomer.email })))).fields,
    ).toEqual([{ field: "email", ...problem("email_registered") }]);
    await shop.commerce.accounts.signUp(signUpFields({ email: "sleeping@example.se" }));
    await shop.database.db
      .update(customers)
      .set({ isActive: false })
      .where(eq(customers.loginName, "sleeping@example.se"));
    expect(
      (await expectDomainError(shop.commerce.accounts.signUp(signUpFields({ email: "sleeping@example.se" })))).fields,
    ).toEqual([{ field: "email", ...problem("username_taken") }]);
  });

  it("needs both consents, names, a valid email and a password of 8 characters, with SPEC §5's messages", async () => {
    const error = await expectDomainError(
      shop.commerce.accounts.signUp(
        signUpFields({
          email: "nope",
          password: "short",
          firstName: "",
          acceptTerms: false,
          acceptDataProtection: undefined,
        }),
      ),
    );
    expect(error.code).toBe("could_not_create_account");
    expect(problemsByField(error)).toEqual({
      email: problem("invalid_email"),
      password: problem("too_short", { min: 8 }),
      firstName: problem("required"),
      acceptTerms: problem("required"),
      acceptDataProtection: problem("required"),
    });
  });

  it("limits sign-ups per client address, counted in the database", async () => {
    const clientAddress = "203.0.113.77";
    for (let index = 0; index < 5; index += 1)
      await shop.commerce.accounts.signUp(signUpFields({ email: `burst${index}@example.se`, clientAddress }));
    expect(
      (
        await expectDomainError(
          shop.commerce.accounts.signUp(signUpFields({ email: "burst5@example.se", clientAddress })),
        )
      ).kind,
    ).toBe("forbidden");
  });
});

describe("forgot password", () => {
  const resetUrl = "https://shop.example/login/reset";
  const latestLink = async (email: string) => {
    const [mail] = await listMailTo(shop.database.db, email);
    return mail ? new URL(/https:\S+/.exec(mail.textBody)![0]) : undefined;
  };

  it("emails a single-use link, and resetting ends every session", async () => {
    await shop.commerce.accounts.signUp(signUpFields({ email: "forgetful@example.se" }));
    const login = await shop.commerce.accounts.logIn({
      email: "forgetful@example.se",
      password: "a long enough password",
      clientAddress: "192.0.2.10",
    });
    await shop.commerce.accounts.requestPasswordReset({
      email: "forgetful@example.se",
      locale: "en-GB",
      clientAddress: "192.0.2.10",
      resetUrl,
    }).delivered;
    const link = (await latestLink("forgetful@example.se"))!;
    expect(link.origin + link.pathname).toBe(resetUrl);
    const [mail] = await listMailTo(shop.database.db, "forgetful@example.se");
    expect(mail).toMatchObject({ subject: "Reset your Butik password", template: "password-reset" });
    expect(await shop.commerce.accounts.isPasswordResetTokenUsable(link.searchParams.get("token")!)).toBe(true);
    await shop.commerce.accounts.resetPassword({
      token: link.searchParams.get("token")!,
      password: "a brand new password",
    });
    expect(login.ok && (await shop.commerce.accounts.findSessionCustomer(login.sessionToken))).toBeUndefined();
    expect(
      (
        await shop.commerce.accounts.logIn({
          email: "forgetful@example.se",
          password: "a brand new password",
          clientAddress: "192.0.2.10",
        })
      ).ok,
    ).toBe(true);
    const again = await expectDomainError(
      shop.commerce.accounts.resetPassword({
        token: link.searchParams.get("token")!,
        password: "yet another password",
      }),
    );
    expect(again).toMatchObject({ kind: "forbidden", code: "token_expired" });
    expect(await shop.commerce.accounts.isPasswordResetTokenUsable(link.searchParams.get("token")!)).toBe(false);
  });

  it("refuses an expired token with 'Token Expired'", async () => {
    await shop.commerce.accounts.signUp(signUpFields({ email: "slow@example.se" }));
    await shop.commerce.accounts.requestPasswordReset({
      email: "slow@example.se",
      locale: "sv-SE",
      clientAddress: "192.0.2.11",
      resetUrl,
    }).delivered;
    const token = (await latestLink("slow@example.se"))!.searchParams.get("token")!;
    await shop.database.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await shop.commerce.accounts.isPasswordResetTokenUsable(token)).toBe(false);
    expect(await shop.commerce.accounts.isPasswordResetTokenUsable("not a token")).toBe(false);
    expect(
      (await expectDomainError(shop.commerce.accounts.resetPassword({ token, password: "a brand new password" }))).code,
    ).toBe("token_expired");
  });

  it("answers the same for an unknown email, sending nothing, and limits requests per account", async () => {
    const before = await shop.database.db.$count(outgoingMail);
    await shop.commerce.accounts.requestPasswordReset({
      email: "nobody@example.se",
      locale: "sv-SE",
      clientAddress: "192.0.2.12",
      resetUrl,
    }).delivered;
    expect(await shop.database.db.$count(outgoingMail)).toBe(before);
    for (let index = 0; index < 5; index += 1)
      await shop.commerce.accounts.requestPasswordReset({
        email: demoCustomer.email,
        locale: "sv-SE",
        clientAddress: `192.0.2.${20 + index}`,
        resetUrl,
      }).delivered;
    expect(
      (await listMailTo(shop.database.db, demoCustomer.email)).filter((mail) => mail.template === "password-reset"),
    ).toHaveLength(3);
  });
});
