import { describe, expect, it } from "vitest";
import { deleteConfirmationPhrase } from "#commerce/modules/accounts/index.ts";
import { secretCookies } from "#server/secret-cookies.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { type ActionData, callRouteAction } from "#tests/fixtures/route-action.ts";
import { withStorefrontServer } from "#tests/fixtures/storefront-server.ts";

const shop = withDemoShop();
const { storefront } = withStorefrontServer(shop);
const account = { email: "per.profile@example.se", password: "a long enough secret 2" };
let session = "";
const profileForm = (fields: Record<string, string>) =>
  callRouteAction(
    storefront.build,
    shop,
    "account-profile-sv",
    "/account/profile",
    fields,
    `${secretCookies.session}=${encodeURIComponent(session)}`,
  );

describe("the profile's action", () => {
  it("saves personal data and says so", async () => {
    await shop.commerce.accounts.signUp({
      ...account,
      firstName: "Per",
      lastName: "Profil",
      acceptDataProtection: true,
      acceptTerms: true,
      newsletter: false,
      locale: "sv-SE",
      clientAddress: "127.0.0.1",
    });
    const login = await shop.commerce.accounts.logIn({ ...account, clientAddress: "127.0.0.1" });
    if (!login.ok) throw new Error(`login failed: ${login.reason}`);
    session = login.sessionToken;
    const answer = (await profileForm({
      intent: "personal",
      firstName: "Pelle",
      lastName: "Profil",
      phone: "070-111 22 33",
    })) as ActionData<{ done: string }>;
    expect(answer.data.done).toBe("profile.saved");
    expect(await shop.commerce.accounts.findSessionCustomer(session)).toMatchObject({
      firstName: "Pelle",
      phone: "070-111 22 33",
    });
  });

  it("refuses a delete with the wrong phrase, naming the phrase, and keeps the account", async () => {
    const answer = (await profileForm({ intent: "delete", confirmation: "delete me please" })) as ActionData<{
      section: string;
      formError: { key: string };
      fields: Record<string, { key: string; params?: Record<string, unknown> }>;
    }>;
    expect(answer.init.status).toBe(400);
    expect(answer.data.section).toBe("delete");
    expect(answer.data.fields.confirmation).toMatchObject({ params: { phrase: deleteConfirmationPhrase } });
    // It once said "Could not create your account".
    expect(answer.data).toMatchObject({
      formError: { key: "errors.deleteNotConfirmed" },
      fields: { confirmation: { key: "errors.confirmationMismatch" } },
    });
    expect(await shop.commerce.accounts.findSessionCustomer(session)).toBeDefined();
  });

  it("deletes the account with the right phrase and ends the session", async () => {
    const answer = (await profileForm({ intent: "delete", confirmation: deleteConfirmationPhrase })) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/");
    expect(answer.headers.get("set-cookie")).toMatch(new RegExp(`${secretCookies.session}=;.*Max-Age=0`));
    expect(await shop.commerce.accounts.findSessionCustomer(session)).toBeUndefined();
  });
});
