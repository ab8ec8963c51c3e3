import { type Browser, type BrowserContext, chromium } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";

/** Debian's Chromium with the flags this machine needs (no sandbox as root, no background network). */
const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Chromium for a journey's file, against the shared shop or, given `originOf`, a shop the file started itself. */
export function withBrowser(originOf: () => string = () => inject("shopOrigin")) {
  const session = {
    origin: "",
    browser: undefined as unknown as Browser,
    /** A fresh browser profile speaking `locale`, with console errors and failed requests collected. */
    async newContext(
      locale: string,
      options: { javaScriptEnabled?: boolean } = {},
    ): Promise<BrowserContext & { consoleErrors: string[]; failedRequests: string[] }> {
      const context = (await session.browser.newContext({
        locale,
        baseURL: session.origin,
        ...options,
      })) as BrowserContext & { consoleErrors: string[]; failedRequests: string[] };
      context.consoleErrors = [];
      context.failedRequests = [];
      context.on("console", (message) => {
        if (message.type() === "error") context.consoleErrors.push(message.text());
      });
      context.on("requestfailed", (request) =>
        context.failedRequests.push(`${request.url()}: ${request.failure()?.errorText}`),
      );
      context.on("response", (response) => {
        if (response.status() >= 400) context.failedRequests.push(`${response.url()}: ${response.status()}`);
      });
      return context;
    },
  };
  beforeAll(async () => {
    session.origin = originOf();
    session.browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: chromiumArgs,
    });
  });
  afterAll(() => session.browser?.close());
  return session;
}
