import { describe, expect, it } from "vitest";
import { withBrowser } from "./browser.ts";

const session = withBrowser();

describe("an account's life, end to end in Chromium", () => {
  it("signs up, keeps an address, changes personal data, deactivates, is refused, activates and deletes the account", async () => {
    const context = await session.newContext("en-GB");
    const page = await context.newPage();
    const email = "life@example.se";
    const password = "a long enough password";

    // As a guest: a heart on a product card keeps it in the browser's wishlist.
    await page.goto("/en-GB/category/women");
    const firstName = (await page.locator("main article h3").first().textContent())!;
    const heart = page.getByRole("button", { name: `Add ${firstName} to the wishlist` });
    await heart.click();
    await page.getByRole("button", { name: `Remove ${firstName} from the wishlist` }).waitFor();
    await page.getByRole("link", { name: "Wishlist" }).click();
    await page.getByRole("heading", { level: 1, name: "Wishlist" }).waitFor();
    await page.locator("main article h3", { hasText: firstName }).waitFor();
    const guestIds = await page.evaluate(() => window.localStorage.getItem("wishlistItems"));
    expect(guestIds).toMatch(/^\d+$/);

    await page.goto("/en-GB/login?view=signup");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password (at least 8 characters)").fill(password);
    await page.getByLabel("First name").fill("Pippi");
    await page.getByLabel("Last name").fill("Longstocking");
    await page.getByLabel("I have read the data protection information").check();
    await page.getByLabel("I accept the general terms").check();
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByRole("heading", { level: 1, name: "Hello Pippi!" }).waitFor();
    // At login the browser's list is merged into the account's and saved on the server.
    await page.waitForFunction(async () => (await (await fetch("/api/wishlist/get-wishlist")).json()) !== "");
    expect(await page.evaluate(async () => (await fetch("/api/wishlist/get-wishlist")).json())).toBe(guestIds);

    await page.getByRole("navigation", { name: "My account" }).getByRole("link", { name: "Addresses" }).click();
    await page.getByRole("heading", { level: 1, name: "Addresses" }).waitFor();
    await page.getByRole("button", { name: "Save address" }).click();
    await page.getByRole("alert").getByText("The address was not updated").waitFor();
    await page.getByLabel("First name").fill("Pippi");
    await page.getByLabel("Last name").fill("Longstocking");
    await page.getByLabel("Street address").fill("Villa Villekulla 1");
    await page.getByLabel("Postcode").fill("598 37");
    await page.getByLabel("Town or city").fill("Vimmerby");
    await page.getByRole("button", { name: "Save address" }).click();
    await page.getByText("Villa Villekulla 1").waitFor();
    await page.getByRole("link", { name: "Edit: Villa Villekulla 1" }).click();
    await page.getByRole("heading", { level: 1, name: "Edit address" }).waitFor();
    await page.getByLabel("Street address").fill("Villa Villekulla 2");
    await page.getByRole("button", { name: "Save address" }).click();
    await page.getByText("Villa Villekulla 2").waitFor();
    expect(await page.getByText("Default", { exact: true }).count()).toBe(1);

    await page.getByRole("navigation", { name: "My account" }).getByRole("link", { name: "Profile" }).click();
    const personal = page.locator("form", { has: page.getByRole("heading", { name: "Personal data" }) });
    await personal.getByLabel("First name").fill("");
    await personal.getByRole("button", { name: "Save" }).click();
    await personal.getByText("Value is required").waitFor();
    await personal.getByRole("alert").getByText("We could not update your personal data").waitFor();
    await personal.getByLabel("First name").fill("Pippilotta");
    await personal.getByRole("button", { name: "Save" }).click();
    await personal.getByRole("status").getByText("Your changes are saved.").waitFor();

    const deactivate = page.locator("form", { has: page.getByRole("heading", { name: "Deactivate account" }) });
    await deactivate.getByLabel("Yes, deactivate my account").check();
    await deactivate.getByRole("button", { name: "Deactivate" }).click();
    await page.waitForURL("**/en-GB/login?notice=account-deactivated");
    await page.getByRole("status").getByText("Your account is deactivated and you are logged out.").waitFor();
    // Signed out, the browser forgets the account's wishlist and user for whoever uses it next.
    const stored = () => page.evaluate(() => [localStorage.getItem("wishlistItems"), localStorage.getItem("user")]);
    await expect.poll(stored).toEqual([null, null]);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.getByRole("alert").getByText("This account is deactivated. Please activate it.").waitFor();
    const activate = page.locator("form", { has: page.getByRole("heading", { name: "Activate your account" }) });
    await activate.getByLabel("Password").fill(password);
    await activate.getByLabel("Yes, activate my account").check();
    await activate.getByRole("button", { name: "Activate and log in" }).click();
    await page.getByRole("heading", { level: 1, name: "Hello Pippilotta!" }).waitFor();
    // Logged in again, the saved list comes back from the server.
    await expect.poll(() => page.evaluate(() => localStorage.getItem("wishlistItems"))).toBe(guestIds);

    await page.goto("/en-GB/account/profile");
    const remove = page.locator("form", { has: page.getByRole("heading", { name: "Delete account" }) });
    await remove.getByLabel("Type: I understand this, please delete my account").fill("delete it");
    await remove.getByRole("button", { name: "Delete my account" }).click();
    await remove
      .getByRole("alert")
      .getByText("Your account was not deleted: the sentence you typed does not match.")
      .waitFor();
    await remove
      .getByLabel("Type: I understand this, please delete my account")
      .fill("I understand this, please delete my account");
    await remove.getByRole("button", { name: "Delete my account" }).click();
    await page.waitForURL((url) => url.pathname === "/en-GB/" || url.pathname === "/en-GB");
    await page.getByRole("status").getByText("Your account and your personal data are deleted").waitFor();
    await page.goto("/en-GB/account");
    expect(new URL(page.url()).pathname).toBe("/en-GB/login");
    await context.close();
  });
});
