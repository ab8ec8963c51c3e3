/** Sitemap XML (sitemaps.org protocol 0.9). */
export interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

/** A sitemap file may list at most 50,000 URLs; product sitemaps are split well below that. */
export const urlsPerSitemap = 10_000;

const escapeXml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
const lastmodTag = (lastmod?: string) => (lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : "");
const declaration = '<?xml version="1.0" encoding="UTF-8"?>\n';
const namespace = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

export function renderUrlSet(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => `<url><loc>${escapeXml(entry.loc)}</loc>${lastmodTag(entry.lastmod)}</url>`);
  return `${declaration}<urlset ${namespace}>\n${urls.join("\n")}\n</urlset>\n`;
}

export function renderSitemapIndex(entries: readonly SitemapEntry[]): string {
  const sitemaps = entries.map(
    (entry) => `<sitemap><loc>${escapeXml(entry.loc)}</loc>${lastmodTag(entry.lastmod)}</sitemap>`,
  );
  return `${declaration}<sitemapindex ${namespace}>\n${sitemaps.join("\n")}\n</sitemapindex>\n`;
}
