import { Hono, type Context } from "hono";
import type { Commerce } from "#commerce/commerce.ts";
import { isShopLocale, shopLocales, type ShopLocale } from "#commerce/locale.ts";
import type { CategoryNode } from "#commerce/modules/catalogue/index.ts";
import { storyPageSize, type Story } from "#commerce/modules/content/index.ts";
import { localizePath } from "#app/i18n/locale-routing.ts";
import { renderSitemapIndex, renderUrlSet, urlsPerSitemap, type SitemapEntry } from "#app/seo/sitemap-xml.ts";
import { pathOfStory } from "#app/shop/story-paths.ts";

/** Paths no search engine should crawl: a shopper's own pages, forms and the JSON API. */
const privatePaths = ["/account", "/bag", "/checkout", "/login", "/search", "/wishlist", "/preferences"];

const xml = (c: Context, body: string) =>
  c.body(body, 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" });

const categoryPaths = (nodes: readonly CategoryNode[]): string[] =>
  nodes.flatMap((node) => [`/category/${node.path.join("/")}`, ...categoryPaths(node.children)]);

/** Every story of a locale, 25 a page as the content service serves them. */
async function listAllStories(commerce: Commerce, locale: ShopLocale): Promise<Story[]> {
  const stories: Story[] = [];
  for (let page = 1; ; page += 1) {
    const batch = await commerce.content.listStories(locale, {
      page,
      perPage: storyPageSize,
      sortBy: "published_at:desc",
    });
    stories.push(...batch.stories);
    if (batch.stories.length === 0 || stories.length >= batch.total) return stories;
  }
}

const storyEntries = (origin: string, locale: ShopLocale, stories: readonly Story[]): SitemapEntry[] =>
  stories.flatMap((story) => {
    const path = pathOfStory(story.fullSlug, locale);
    return path
      ? [{ loc: `${origin}${path}`, ...(story.publishedAt ? { lastmod: story.publishedAt.slice(0, 10) } : {}) }]
      : [];
  });

/**
 * /robots.txt, /sitemap.xml (an index) and /sitemaps/{kind}-{locale}[-{page}].xml for products,
 * categories, content pages and articles, in both locales.
 */
export function createSitemapRoutes(commerce: Commerce, originOf: (c: Context) => string) {
  return new Hono()
    .get("/robots.txt", (c) => {
      const disallowed = shopLocales.flatMap((locale) =>
        privatePaths.map((path) => `Disallow: ${localizePath(path, locale)}`),
      );
      const lines = ["User-agent: *", "Disallow: /api/", ...disallowed, "", `Sitemap: ${originOf(c)}/sitemap.xml`, ""];
      return c.text(lines.join("\n"), 200, { "Cache-Control": "public, max-age=3600" });
    })
    .get("/sitemap.xml", async (c) => {
      const origin = originOf(c);
      const total = await commerce.catalogue.countActiveProducts();
      const productFiles = Math.max(1, Math.ceil(total / urlsPerSitemap));
      const files = shopLocales.flatMap((locale) => [
        ...Array.from({ length: productFiles }, (_, index) => `products-${locale}-${index + 1}`),
        `categories-${locale}`,
        `pages-${locale}`,
        `articles-${locale}`,
      ]);
      return xml(c, renderSitemapIndex(files.map((file) => ({ loc: `${origin}/sitemaps/${file}.xml` }))));
    })
    .get("/sitemaps/:file{[a-z]+-[a-zA-Z]{2}-[a-zA-Z]{2}(-[0-9]+)?\\.xml}", async (c) => {
      const [, kind, locale, page] = /^([a-z]+)-([a-zA-Z]{2}-[a-zA-Z]{2})(?:-(\d+))?\.xml$/.exec(c.req.param("file"))!;
      if (!isShopLocale(locale)) return c.notFound();
      const origin = originOf(c);
      if (kind === "products" && page) {
        const names = await commerce.catalogue.listProductNames(Number(page), urlsPerSitemap);
        if (names.length === 0 && page !== "1") return c.notFound();
        return xml(
          c,
          renderUrlSet(
            names.map((name) => ({ loc: `${origin}${localizePath(`/product/${encodeURIComponent(name)}`, locale)}` })),
          ),
        );
      }
      if (kind === "categories" && !page) {
        const paths = categoryPaths(await commerce.catalogue.getCategoryTree(locale));
        return xml(c, renderUrlSet(paths.map((path) => ({ loc: `${origin}${localizePath(path, locale)}` }))));
      }
      if ((kind === "pages" || kind === "articles") && !page) {
        const stories = await listAllStories(commerce, locale);
        const wanted = stories.filter((story) => (story.content.component === "Article") === (kind === "articles"));
        return xml(c, renderUrlSet(storyEntries(origin, locale, wanted)));
      }
      return c.notFound();
    });
}
