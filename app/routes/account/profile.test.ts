import { describe, expect, it } from "vitest";
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

/** A new customer logged in through the login form: the session cookie to send back. */
async function loggedInCustomer(email: string): Promise<string> {
  await shop.commerce.accounts.signUp({
    email,
    password,
    firstName: "Greta",
    lastName: "Garbo",
    acceptDataProtection: true,
    acceptTerms: true,
    locale: "sv-SE",
    clientAddress: "198.51.100.20",
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
