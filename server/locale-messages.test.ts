import { beforeAll, describe, expect, it } from "vitest";
import { shopLocales } from "#commerce/locale.ts";
import { resolveMessages } from "#app/i18n/catalogues.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { withStorefrontServer } from "#tests/fixtures/storefront-server.ts";

const shop = withDemoShop();
beforeAll(() => shop.commerce.search.warmUp());
const server = withStorefrontServer(shop);

const homeOf = { "sv-SE": "/", "en-GB": "/en-GB" } as const;

/** The messages file a page names in its head (the preload the browser fetches it from). */
async function messagesPathOf(pagePath: string): Promise<{ path: string; html: string }> {
  const html = await (await fetch(server.url(pagePath))).text();
  const path = /<link rel="preload" href="([^"]+)" as="fetch" crossorigin="anonymous"/.exec(html)?.[1];
  if (!path) throw new Error(`${pagePath} names no messages file`);
  return { path, html };
}

describe("a storefront page's messages (issue 18)", () => {
  it.each(shopLocales)("are one file per locale (%s), not part of every page's data", async (locale) => {
    const { path, html } = await messagesPathOf(homeOf[locale]);
    expect(path).toMatch(new RegExp(`^/i18n/${locale}\\.[\\w-]{12}\\.json$`));
    // Keys are found only in a catalogue: the page's data carries none.
    const pageData = html.slice(html.indexOf("streamController.enqueue"));
    expect(pageData).not.toContain("meta.description");
    expect(pageData).not.toContain("listing.itemWithCount");

    const answer = await fetch(server.url(path), { headers: { "accept-encoding": "br" } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(answer.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(answer.headers.get("content-encoding")).toBe("br");
    expect(await answer.json()).toEqual(resolveMessages(locale));
  });

  it("are named by their content: each locale's file has its own name, the same on every page", async () => {
    const swedish = await messagesPathOf("/");
    const english = await messagesPathOf("/en-GB");
    expect(swedish.path).not.toBe(english.path);
    expect((await messagesPathOf("/category/dam")).path).toBe(swedish.path);
    expect((await messagesPathOf("/en-GB/find-store")).path).toBe(english.path);
  });

  it("answer a page cached before a release with today's messages, not to be kept", async () => {
    const answer = await fetch(server.url("/i18n/en-GB.AAAAAAAAAAAA.json"));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-cache");
    expect(await answer.json()).toEqual(resolveMessages("en-GB"));
  });

  it.each([
    "de-DE.AAAAAAAAAAAA.json",
    "sv-SE.json",
    "sv-SE.AAAAAAAAAAAA.js",
    "en-US.AAAAAAAAAAAA.json",
    "..%2Fpackage.json",
  ])("are not found under another name (%s)", async (fileName) => {
    const answer = await fetch(server.url(`/i18n/${fileName}`));
    expect(answer.status).toBe(404);
    expect(answer.headers.get("cache-control") ?? "").not.toContain("immutable");
  });
});
