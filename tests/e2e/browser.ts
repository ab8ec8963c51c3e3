import { type Browser, type BrowserContext, type BrowserContextOptions, chromium } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { chromiumFlags, chromiumPath } from "../../scripts/chromium.ts";

/** Chromium for a journey's file, against the shared shop or, given `originOf`, a shop the file started itself. */
export function withBrowser(originOf: () => string = () => inject("shopOrigin")) {
  const session = {
    origin: "",
    browser: undefined as unknown as Browser,
    /** A fresh browser profile speaking `locale`, with console errors, uncaught errors and failed requests collected. */
    async newContext(
      locale: string,
      options: Pick<BrowserContextOptions, "javaScriptEnabled" | "viewport" | "isMobile" | "hasTouch"> = {},
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
      // An error no code caught (React reports a failed hydration this way, not on the console).
      context.on("weberror", (webError) => context.consoleErrors.push(`uncaught: ${webError.error().message}`));
      // A request the page cancelled itself is no failure: React Router aborts a fetcher's load that a
      // revalidation supersedes (the shopper's status, say) and sends it again.
      context.on("requestfailed", (request) => {
        const failure = request.failure()?.errorText;
        if (failure !== "net::ERR_ABORTED") context.failedRequests.push(`${request.url()}: ${failure}`);
      });
      context.on("response", (response) => {
        if (response.status() >= 400) context.failedRequests.push(`${response.url()}: ${response.status()}`);
      });
      return context;
    },
  };
  beforeAll(async () => {
    session.origin = originOf();
    session.browser = await chromium.launch({
      executablePath: chromiumPath,
      args: chromiumFlags,
    });
  });
  afterAll(() => session.browser?.close());
  return session;
}
