import { describe, expect, it } from "vitest";
import { demoOwner } from "#commerce/db/seed/demo-staff.ts";
import { expectNoSeriousViolations } from "./axe.ts";
import { withBrowser } from "./browser.ts";

const session = withBrowser();

describe("the back office, signed in as the seeded owner in Chromium", () => {
  it("signs in, opens Staff and invites someone, fits 1366 and 390 px, passes axe, and signs out", async () => {
    const context = await session.newContext("en-GB");
    const page = await context.newPage();
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.goto("/admin/staff");
    await page.getByRole("heading", { level: 1, name: "Sign in to the back office" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/login");
    await expectNoSeriousViolations(page);
    await page.getByLabel("Email").fill(demoOwner.email);
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("alert").getByText("Invalid username and/or password").waitFor();
    await page.getByLabel("Password").fill(demoOwner.password);
    await page.getByRole("button", { name: "Sign in" }).click();

    // The owner's own language is Swedish: the back office now speaks it, whatever the browser says.
    await page.getByRole("heading", { level: 1, name: "Personal" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/staff");
    await page.getByRole("button", { name: "English" }).click();
    await page.getByRole("heading", { level: 1, name: "Staff" }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("en-GB");
    await expectNoSeriousViolations(page);

    const invite = page.locator("form", { has: page.getByRole("button", { name: "Send invite" }) });
    await invite.getByLabel("Name").fill("Sam Support");
    await invite.getByLabel("Email").fill("sam@butik.test");
    await invite.getByLabel("Role").selectOption("support");
    await invite.getByRole("button", { name: "Send invite" }).click();
    await page.getByRole("status").getByText("Invite sent to sam@butik.test.").waitFor();
    await page.getByRole("rowheader", { name: "Sam Support" }).waitFor();

    const nav = page.getByRole("navigation", { name: "Back office" });
    for (const area of ["Orders", "Customers", "Mail", "Staff", "Audit log", "Settings"])
      await nav.getByRole("link", { name: area }).waitFor();
    await nav.getByRole("link", { name: "Audit log" }).click();
    await page.getByRole("heading", { level: 1, name: "Audit log" }).waitFor();
    await page.getByRole("table").getByText("Staff member invited", { exact: true }).first().waitFor();
    await expectNoSeriousViolations(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await nav.getByRole("link", { name: "Staff" }).click();
    await page.getByRole("heading", { level: 1, name: "Staff" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousViolations(page);

    await page.getByRole("button", { name: "Svenska" }).click();
    await page.getByRole("heading", { level: 1, name: "Personal" }).waitFor();
    await page.getByRole("button", { name: "Logga ut" }).click();
    // Signed out, the sign-in page speaks the browser's language again.
    await page.getByRole("status").getByText("You are signed out.").waitFor();
    await page.goto("/admin/staff");
    await page.getByRole("heading", { level: 1, name: "Sign in to the back office" }).waitFor();
    expect(new URL(page.url()).search).toBe("?returnTo=%2Fadmin%2Fstaff");
    await context.close();
  });
});
