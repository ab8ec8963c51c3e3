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
const profileForm = (fields: Record<string, string>, token = session) =>
  callRouteAction(
    storefront.build,
    shop,
    "account-profile-sv",
    "/account/profile",
    fields,
    `${secretCookies.session}=${encodeURIComponent(token)}`,
  );

/** Signs a new customer up and logs them in, answering their session token. */
async function signUpAndLogIn(credentials: { email: string; password: string }, firstName: string) {
  await shop.commerce.accounts.signUp({
    ...credentials,
    firstName,
    lastName: "Profil",
    acceptDataProtection: true,
    acceptTerms: true,
    newsletter: false,
    locale: "sv-SE",
    clientAddress: "127.0.0.1",
  });
  const login = await shop.commerce.accounts.logIn({ ...credentials, clientAddress: "127.0.0.1" });
  if (!login.ok) throw new Error(`login failed: ${login.reason}`);
  return login.sessionToken;
}

type ProfileAnswer = ActionData<{
  section: string;
  done?: string;
  formError?: { key: string };
  fields: Record<string, { key: string; params?: Record<string, unknown> }>;
}>;

describe("the profile's action", () => {
  it("saves personal data and says so", async () => {
    session = await signUpAndLogIn(account, "Per");
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

  it("subscribes the customer's email to the newsletter, and unsubscribes it", async () => {
    const subscribed = (await profileForm({ intent: "newsletter", subscribe: "true" })) as ProfileAnswer;
    expect(subscribed.data).toMatchObject({ section: "newsletter", done: "profile.saved" });
    expect(await shop.commerce.newsletter.isSubscribed(account.email)).toBe(true);
    const unsubscribed = (await profileForm({ intent: "newsletter", subscribe: "false" })) as ProfileAnswer;
    expect(unsubscribed.data).toMatchObject({ section: "newsletter", done: "profile.saved" });
    expect(await shop.commerce.newsletter.isSubscribed(account.email)).toBe(false);
  });

  it("changes the password only given the current one, keeping this session", async () => {
    const newPassword = "an even longer secret 3";
    const refused = (await profileForm({
      intent: "password",
      currentPassword: "not the password at all",
      newPassword,
    })) as ProfileAnswer;
    expect(refused.init.status).toBe(400);
    expect(refused.data).toMatchObject({
      section: "password",
      fields: { currentPassword: { key: "errors.invalidCredentials" } },
    });
    const changed = (await profileForm({
      intent: "password",
      currentPassword: account.password,
      newPassword,
    })) as ProfileAnswer;
    expect(changed.data).toMatchObject({ section: "password", done: "profile.passwordChanged" });
    expect(await shop.commerce.accounts.logIn({ ...account, clientAddress: "127.0.0.1" })).toMatchObject({
      ok: false,
    });
    expect(
      await shop.commerce.accounts.logIn({ email: account.email, password: newPassword, clientAddress: "127.0.0.1" }),
    ).toMatchObject({ ok: true });
    expect(await shop.commerce.accounts.findSessionCustomer(session)).toBeDefined();
  });

  it("answers an intent it does not know with 400 and the personal data form's error", async () => {
    const answer = (await profileForm({ intent: "rename", firstName: "Nobody" })) as ProfileAnswer;
    expect(answer.init.status).toBe(400);
    expect(answer.data).toMatchObject({ section: "personal", formError: { key: "errors.personalData" } });
    expect(await shop.commerce.accounts.findSessionCustomer(session)).toMatchObject({ firstName: "Pelle" });
  });

  it("deactivates an account only once confirmed, then ends the session and sends the customer to log in", async () => {
    const other = { email: "dora.deactivate@example.se", password: "a long enough secret 4" };
    const token = await signUpAndLogIn(other, "Dora");
    const unconfirmed = (await profileForm({ intent: "deactivate" }, token)) as ProfileAnswer;
    expect(unconfirmed.init.status).toBe(400);
    expect(unconfirmed.data).toMatchObject({
      section: "deactivate",
      fields: { confirmed: { key: "validation.required" } },
    });
    expect(await shop.commerce.accounts.findSessionCustomer(token)).toBeDefined();
    const answer = (await profileForm({ intent: "deactivate", confirmed: "on" }, token)) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/login?notice=account-deactivated");
    expect(answer.headers.get("set-cookie")).toMatch(new RegExp(`${secretCookies.session}=;.*Max-Age=0`));
    expect(await shop.commerce.accounts.findSessionCustomer(token)).toBeUndefined();
    expect(await shop.commerce.accounts.logIn({ ...other, clientAddress: "127.0.0.1" })).toMatchObject({
      ok: false,
      reason: "account_deactivated",
    });
  });

  it("refuses a delete with the wrong phrase, naming the phrase, and keeps the account", async () => {
    const answer = (await profileForm({ intent: "delete", confirmation: "delete me please" })) as ProfileAnswer;
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
    expect(answer.headers.get("location")).toBe("/?notice=account-deleted");
    expect(answer.headers.get("set-cookie")).toMatch(new RegExp(`${secretCookies.session}=;.*Max-Age=0`));
    expect(await shop.commerce.accounts.findSessionCustomer(session)).toBeUndefined();
  });
});
