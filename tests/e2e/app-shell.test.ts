import { describe, expect, it } from "vitest";
import { withBrowser } from "./browser.ts";

const session = withBrowser();

describe("the app shell's loading bar and build updates, end to end in Chromium", () => {
  it("shows the loading bar during a slow navigation and the error colour on an error page", async () => {
    const context = await session.newContext("en-GB");
    const page = await context.newPage();
    await page.goto("/en-GB");
    const bar = page.getByTestId("loading-bar");
    expect(await bar.getAttribute("data-state")).toBe("idle");
    expect(await bar.evaluate((element) => getComputedStyle(element).height)).toBe("3px");

    // Hold the next page's data back for a second: longer than the bar's 200 ms throttle.
    await page.route("**/*.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.getByRole("link", { name: "Find a store" }).click();
    await page.locator('[data-testid="loading-bar"][data-state="loading"]').waitFor();
    await page.getByRole("heading", { level: 1, name: "Find a store" }).waitFor();
    await page.locator('[data-testid="loading-bar"][data-state="idle"]').waitFor();
    await page.unroute("**/*.data*");

    await page.goto("/en-GB/no-such-page");
    await page.getByRole("heading", { level: 1, name: "Page Not Found" }).waitFor();
    await page.locator('[data-testid="loading-bar"][data-state="error"]').waitFor();
    await context.close();
  });

  it("loads the next page in full once a newer build is out", async () => {
    const context = await session.newContext("en-GB");
    const page = await context.newPage();
    await page.route("**/builds/latest.json*", (route) =>
      route.fulfill({ json: { id: "a-newer-build", timestamp: Date.now() } }),
    );
    await page.route("**/builds/meta/a-newer-build.json", (route) =>
      route.fulfill({ json: { id: "a-newer-build", timestamp: Date.now() } }),
    );
    const checked = page.waitForRequest("**/builds/meta/a-newer-build.json");
    await page.goto("/en-GB");
    await checked;
    await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));
    const documentLoad = page.waitForRequest((request) => request.resourceType() === "document");
    await page.getByRole("link", { name: "Find a store" }).click();
    await documentLoad;
    await page.getByRole("heading", { level: 1, name: "Find a store" }).waitFor();
    expect(await page.evaluate(() => "stillTheSameDocument" in window)).toBe(false);
    expect(new URL(page.url()).pathname).toBe("/en-GB/find-store");
    await context.close();
  });

  it("keeps client navigation while the build is current", async () => {
    const context = await session.newContext("en-GB");
    const page = await context.newPage();
    const checked = page.waitForResponse("**/builds/latest.json*");
    await page.goto("/en-GB");
    expect((await (await checked).json()).id).toBe(await page.evaluate(() => window.__reactRouterManifest?.version));
    await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));
    await page.getByRole("link", { name: "Find a store" }).click();
    await page.getByRole("heading", { level: 1, name: "Find a store" }).waitFor();
    expect(await page.evaluate(() => "stillTheSameDocument" in window)).toBe(true);
    await context.close();
  });

  it("fits a 360 px phone screen without sideways scrolling", async () => {
    const context = await session.newContext("sv-SE");
    const page = await context.newPage();
    await page.setViewportSize({ width: 360, height: 800 });
    for (const path of [
      "/",
      "/alla-block",
      "/find-store",
      "/category/dam",
      "/product/women-abisko-down-jacket",
      "/login",
      "/checkout",
    ]) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(360);
    }
    await context.close();
  });
});
