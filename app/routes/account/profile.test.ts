import { describe, expect, it } from "vitest";
import { deleteConfirmationPhrase } from "#commerce/modules/accounts/index.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { withStorefrontServer } from "#tests/fixtures/storefront-server.ts";

const shop = withDemoShop();
const server = withStorefrontServer(shop);

const password = "a long enough password";

/** Posts a form as a browser without JavaScript would, with the session cookie if there is one. */
function post(path: string, form: Record<string, string>, cookie = "") {
  return fetch(server.url(path), {
    method: "POST",
    redirect: "manual",
    headers: { origin: server.origin, cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form).toString(),
  });
}

let signUps = 0;

/** A new customer logged in through the login form: the session cookie to send back. */
async function loggedInCustomer(email: string): Promise<string> {
  signUps += 1;
  await shop.commerce.accounts.signUp({
    email,
    password,
    firstName: "Greta",
    lastName: "Garbo",
    acceptDataProtection: true,
    acceptTerms: true,
    locale: "sv-SE",
    // Each from an address of its own: sign-ups are limited per address.
    clientAddress: `198.51.100.${signUps}`,
  });
  const login = await post("/login", { email, password });
  expect(login.status).toBe(302);
  return login.headers
    .getSetCookie()
    .map((set) => set.split(";")[0])
    .join("; ");
}

/** The text of the alert in the profile's delete form, as the page shows it. */
function deleteFormAlert(html: string): string | undefined {
  const form = /<form[^>]*aria-labelledby="profile-delete"[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1];
  return form ? /<p role="alert"[^>]*>([\s\S]*?)<\/p>/.exec(form)?.[1] : undefined;
}

describe("the profile's delete form", () => {
  it.each([
    ["/account/profile", "Kontot raderades inte: meningen du skrev stämmer inte."],
    ["/en-GB/account/profile", "Your account was not deleted: the sentence you typed does not match."],
  ])("at %s says a wrong confirmation phrase is why the account was not deleted", async (path, message) => {
    const cookie = await loggedInCustomer(`delete-${path.length}@example.se`);
    const refused = await post(path, { intent: "delete", confirmation: "delete it" }, cookie);
    expect(refused.status, server.loggedErrors.join("\n")).toBe(400);
    expect(deleteFormAlert(await refused.text())).toBe(message);
    expect((await fetch(server.url(path), { headers: { cookie } })).status).toBe(200);
  });
});

describe("leaving the account", () => {
  it.each([
    [
      "/account/profile",
      { intent: "deactivate", confirmed: "on" },
      "/login",
      "Ditt konto är inaktiverat och du är utloggad.",
    ],
    [
      "/en-GB/account/profile",
      { intent: "deactivate", confirmed: "on" },
      "/en-GB/login",
      "Your account is deactivated and you are logged out.",
    ],
    [
      "/account/profile",
      { intent: "delete", confirmation: deleteConfirmationPhrase },
      "/",
      "Ditt konto och dina personuppgifter är raderade och du är utloggad.",
    ],
    [
      "/en-GB/account/profile",
      { intent: "delete", confirmation: deleteConfirmationPhrase },
      "/en-GB",
      "Your account and your personal data are deleted, and you are logged out.",
    ],
  ])("from %s (%o) says so on the page it lands on, %s", async (path, form, landing, notice) => {
    const cookie = await loggedInCustomer(`leaving-${form.intent}-${path.length}@example.se`);
    const left = await post(path, form, cookie);
    expect(left.status, server.loggedErrors.join("\n")).toBe(302);
    const location = new URL(left.headers.get("location")!, server.origin);
    expect(location.pathname).toBe(landing);
    const page = await (await fetch(location)).text();
    expect(/<p role="status"[^>]*>([^<]*)<\/p>/.exec(page)?.[1]).toContain(notice);
  });

  it("says nothing for a notice it does not know", async () => {
    const page = await (await fetch(server.url("/login?notice=%3Cscript%3E"))).text();
    expect(page).not.toMatch(/<p role="status"/);
  });
});
