import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import type { ShopLocale } from "#commerce/locale.ts";
import { saveStories, type StoryFile } from "#commerce/modules/content/index.ts";
import { createStorefrontShopper } from "#server/storefront-shopper.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import type { ArticleSummary } from "./article-summary.ts";
import type { BlockData } from "./block-data.server.ts";
import { readStoryTree } from "./story-tree.server.ts";

const shop = withDemoShop();
const warnings: { message: string; details?: object }[] = [];

async function read(locale: ShopLocale, slug: string, search = "") {
  const url = new URL(`http://shop.test/${slug}${search}`);
  const context = {
    commerce: shop.commerce,
    shopper: createStorefrontShopper(new Request(url), shop.commerce).shopper,
    imageCdnBase: "",
    clientAddress: "test",
    publicOrigin: "http://shop.test",
    cspNonce: "test",
    logError: () => {},
    log: { warn: (message: string, details?: object) => warnings.push({ message, ...(details ? { details } : {}) }) },
  } as AppLoadContext;
  const currency = await shop.commerce.pricing.getDefaultCurrency();
  return readStoryTree({ context, locale, priceListId: currency.priceListId, url }, slug);
}

const slugsOf = (articles: readonly ArticleSummary[]) => articles.map((article) => article.fullSlug);

describe("reading a story for the storefront", () => {
  it("leaves out unknown and invalid blocks with a warning naming each, and renders the rest", async () => {
    const story: StoryFile = {
      uuid: "6f1d1c3e-8f3a-4b4e-9a51-1d2c3b4a5f60",
      name: "Broken",
      locale: "sv-SE",
      fullSlug: "trasig",
      tags: [],
      isStartpage: false,
      publishedAt: new Date().toISOString(),
      content: {
        component: "Page",
        _uid: "p",
        body: [
          { component: "Marquee", _uid: "m" },
          { component: "Hero", _uid: "h", title: "", image: { filename: "content/lake-1.svg" } },
          { component: "Teaser", _uid: "t", headline: "Still here" },
          { component: "ProductDetails", _uid: "gone", product: "no-such-product" },
        ],
      },
    };
    await saveStories(shop.database.db, [story]);
    warnings.length = 0;
    const tree = await read("sv-SE", "trasig");
    expect((tree!.content.body as { component: string }[]).map((block) => block.component)).toEqual([
      "Teaser",
      "ProductDetails",
    ]);
    expect(tree!.data.gone).toBeUndefined();
    expect(warnings.map((warning) => JSON.stringify(warning))).toEqual([
      expect.stringContaining('body[0] (Marquee): Unknown block \\"Marquee\\"'),
      expect.stringContaining("body[1] (Hero) field title: Value is required"),
      expect.stringContaining('"component":"ProductDetails","uid":"gone"'),
    ]);
  });

  it("gives nothing for an unknown slug", async () => {
    expect(await read("en-GB", "no-such-story")).toBeUndefined();
  });

  it("reads shop data for data blocks in the page's locale", async () => {
    const tree = await read("en-GB", "alla-block");
    const body = tree!.content.body as { component: string; _uid: string }[];
    const dataOf = <Name extends keyof BlockData>(component: Name) =>
      tree!.data[body.find((block) => block.component === component)!._uid] as BlockData[Name];
    expect(dataOf("FeaturedCategories").map((category) => category.name)).toEqual(["Women", "Men", "Kids", "Shoes"]);
    expect(dataOf("FeaturedProducts")).toHaveLength(2);
    expect(dataOf("ProductDetails").name).toBe(dataOf("ProductAttributes").name);
    expect(dataOf("ProductAttributes").attributes.length).toBeGreaterThan(0);
    expect(dataOf("SelectedCategories").length).toBeGreaterThanOrEqual(8);
  });

  it("lists articles a page at a time, newest first", async () => {
    const page1 = await read("sv-SE", "blog");
    const page2 = await read("sv-SE", "blog", "?page=2");
    const listOf = (tree: typeof page1) =>
      Object.values(tree!.data).find(
        (data) => (data as BlockData["ArticlesList"]).pageCount !== undefined,
      ) as BlockData["ArticlesList"];
    expect(listOf(page1)).toMatchObject({ page: 1, pageCount: 2 });
    expect(listOf(page1).articles).toHaveLength(6);
    expect(listOf(page2).articles).toHaveLength(6);
    const all = [...listOf(page1).articles, ...listOf(page2).articles];
    expect(new Set(slugsOf(all)).size).toBe(12);
    const dates = all.map((article) => article.publishedAt!);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("shows an article's category and related articles: same category, newest first, never itself", async () => {
    const slug = "blog/friluftsliv/vintercamping-for-nyborjare";
    const tree = await read("en-GB", slug);
    expect(tree!.data[tree!.content._uid]).toEqual({
      category: { fullSlug: "blog/friluftsliv", title: "Outdoor life" },
    });
    const related = Object.values(tree!.data).find(Array.isArray) as ArticleSummary[];
    expect(slugsOf(related)).toEqual([
      "blog/friluftsliv/packlista-for-fjallet",
      "blog/friluftsliv/dagstur-i-skargarden",
    ]);
  });

  it("lists a blog category's articles with the other categories", async () => {
    const tree = await read("sv-SE", "blog/guider");
    const data = tree!.data[tree!.content._uid] as BlockData["BlogCategory"];
    expect(data.articles.every((article) => article.fullSlug.startsWith("blog/guider/"))).toBe(true);
    expect(data.articles).toHaveLength(3);
    expect(data.categories.map((category) => category.title)).toEqual(["Friluftsliv", "Guider", "Hållbarhet", "Stil"]);
  });
});
