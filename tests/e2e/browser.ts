import { type Browser, type BrowserContext, chromium } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";

/** Debian's Chromium with the flags this machine needs (no sandbox as root, no background network). */
const chromiumArgs = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

export function withBrowser() {
  const session = {
    origin: "",
    browser: undefined as unknown as Browser,
    /** A fresh browser profile speaking `locale`, with console errors collected. */
    async newContext(locale: string): Promise<BrowserContext & { consoleErrors: string[] }> {
      const context = (await session.browser.newContext({ locale, baseURL: session.origin })) as BrowserContext & { consoleErrors: string[] };
      context.consoleErrors = [];
      context.on("console", (message) => {
        if (message.type() === "error") context.consoleErrors.push(message.text());
      });
      return context;
    },
  };
  beforeAll(async () => {
    session.origin = inject("shopOrigin");
    session.browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs });
  });
  afterAll(() => session.browser?.close());
  return session;
}
