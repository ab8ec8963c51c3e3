import { describe, expect, it } from "vitest";
import { demoCustomer } from "#commerce/db/seed/demo-shop.ts";
import { expectNoSeriousViolations } from "./axe.ts";
import { withBrowser } from "./browser.ts";

const session = withBrowser();

describe("logging in to the account area, end to end in Chromium", () => {
  it("sends a visitor to the English login, shows SPEC's messages, then returns to the account", async () => {
    const context = await session.newContext("en-GB");
    const page = await context.newPage();
    await page.goto("/en-GB/account");
    expect(new URL(page.url()).pathname).toBe("/en-GB/login");
    expect(new URL(page.url()).searchParams.get("returnTo")).toBe("/en-GB/account");

    await page.getByRole("button", { name: "Log in" }).click();
    await page.getByText("Value is required").first().waitFor();
    expect(await page.getByText("Value is required").count()).toBe(2);

    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Password").fill("x");
    await page.getByRole("button", { name: "Log in" }).click();
    await page.getByText("Value is not a valid email address").waitFor();

    await page.getByLabel("Email").fill(demoCustomer.email);
    await page.getByLabel("Password").fill("wrong password");
    await page.getByRole("button", { name: "Log in" }).click();
    await page.getByRole("alert").getByText("Invalid username and/or password").waitFor();

    await page.getByLabel("Password").fill(demoCustomer.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.getByRole("heading", { level: 1, name: "Hello Astrid!" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/en-GB/account");
    await expectNoSeriousViolations(page);
    const cookie = (await context.cookies()).find((candidate) => candidate.name === "butik_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    // SPEC §9: the user object is kept in local storage while logged in.
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "null")?.Id))
      .toBeGreaterThan(0);
    // The demo customer has two earlier orders; the checkout journeys may have added more.
    expect(
      await page
        .getByRole("listitem")
        .filter({ hasText: /^Order \d+/ })
        .count(),
    ).toBeGreaterThanOrEqual(2);

    // Once the lists are merged, this browser keeps the account's wishlist too (a product id here).
    await page.waitForFunction(() =>
      Object.keys(sessionStorage).some((key) => key.startsWith("butik:wishlist-merged:")),
    );
    await page.evaluate(() => localStorage.setItem("wishlistItems", "1"));

    await page.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL((url) => url.pathname === "/en-GB");
    // Logged out, the browser forgets the user and the wishlist for whoever uses it next.
    await expect
      .poll(() => page.evaluate(() => [localStorage.getItem("user"), localStorage.getItem("wishlistItems")]))
      .toEqual([null, null]);
    await page.goto("/en-GB/account");
    expect(new URL(page.url()).pathname).toBe("/en-GB/login");
    await context.close();
  });

  it("speaks Swedish on the Swedish login", async () => {
    const context = await session.newContext("sv-SE");
    const page = await context.newPage();
    await page.goto("/account");
    expect(new URL(page.url()).pathname).toBe("/login");
    await page.getByLabel("E-post").fill(demoCustomer.email);
    await page.getByLabel("Lösenord").fill("fel lösenord");
    await page.getByRole("button", { name: "Logga in" }).click();
    await page.getByText("Ogiltigt användarnamn och/eller lösenord").waitFor();
    await page.getByLabel("Lösenord").fill(demoCustomer.password);
    await page.getByRole("button", { name: "Logga in" }).click();
    await page.getByRole("heading", { level: 1, name: "Hej Astrid!" }).waitFor();
    expect(await page.getByText("Slutförd").count()).toBe(1);
    await context.close();
  });
});
