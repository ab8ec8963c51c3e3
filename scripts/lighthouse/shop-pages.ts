import type { ShopLocale } from "#commerce/locale.ts";
import { localizePath } from "#app/i18n/locale-routing.ts";

/** The pages issue 18 puts a Lighthouse target on, found on the running shop as a shopper would reach them. */
export interface AuditedPage {
  name: string;
  path: string;
}

async function firstLink(origin: string, path: string, pattern: RegExp, locale: ShopLocale): Promise<string> {
  const response = await fetch(`${origin}${path}`, { headers: { "accept-language": locale } });
  const match = pattern.exec(await response.text());
  if (!match?.[1]) throw new Error(`no link matching ${pattern} on ${path}`);
  return match[1];
}

/** Home, a category, a product of it, a blog article, the store finder and the bag, in `locale` (sv-SE unless told). */
export async function findShopPages(origin: string, locale: ShopLocale = "sv-SE"): Promise<AuditedPage[]> {
  const prefix = localizePath("/", locale).replace(/\/$/, "");
  const home = localizePath("/", locale);
  const category = await firstLink(origin, home, new RegExp(`href="(${prefix}/category/[^"?#]+)"`), locale);
  const product = await firstLink(origin, category, new RegExp(`href="(${prefix}/product/[^"?#]+)`), locale);
  // The newest article, as the articles' sitemap lists it (with the shop's public origin).
  const article = await firstLink(
    origin,
    `/sitemaps/articles-${locale}.xml`,
    /<loc>https?:\/\/[^/<]+(\/[^<]+)<\/loc>/,
    locale,
  );
  return [
    { name: "home", path: home },
    { name: "category", path: category },
    { name: "product", path: product },
    { name: "article", path: article },
    { name: "store finder", path: localizePath("/find-store", locale) },
    { name: "bag", path: localizePath("/bag", locale) },
  ];
}
