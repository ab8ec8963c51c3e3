import { createServer } from "node:http";
import { measureLoad } from "./listing-load.ts";
import { readListingUrls } from "./listing-urls.ts";
import { startShopProcess } from "./shop-process.ts";

/**
 * The URL table: each page and API call loaded in turn from `connections` connections for
 * `seconds` after `warmupSeconds` unmeasured, next to a bare Node http server answering a fixed JSON body (this machine's ceiling),
 * with the server's peak memory after each.
 */
export async function runUrlTable({
  connections,
  seconds,
  warmupSeconds,
}: {
  connections: number;
  seconds: number;
  warmupSeconds: number;
}): Promise<void> {
  const ceiling = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "application/json" });
    response.end('{"status":"ok","items":[1,2,3]}');
  });
  await new Promise<void>((resolve) => ceiling.listen(0, "127.0.0.1", resolve));
  const ceilingAddress = ceiling.address();
  const ceilingUrl = `http://127.0.0.1:${typeof ceilingAddress === "object" && ceilingAddress ? ceilingAddress.port : 0}/`;

  const shop = await startShopProcess({}, "/readyz");
  try {
    const origin = shop.origin;
    const listing = await readListingUrls(origin);
    const productPage = await firstProductPath(`${origin}/category/${listing.categoryPath}`);
    const api = `${origin}/api`;
    // A basket cookie (any value) keeps a request from the page cache (ADR 0026): the page is rendered.
    const rendered = { cookie: "butik_basket=bench" };
    const targets: [string, string, Record<string, string>?][] = [
      ["bare node http (ceiling)", ceilingUrl],
      ["home page (SSR)", `${origin}/`, rendered],
      ["home page (page cache)", `${origin}/`],
      ["category page (SSR)", `${origin}/category/${listing.categoryPath}`, rendered],
      ["category page (page cache)", `${origin}/category/${listing.categoryPath}`],
      ["product page (SSR)", `${origin}${productPage}`, rendered],
      ["product page (page cache)", `${origin}${productPage}`],
      ["store finder (SSR)", `${origin}/find-store`, rendered],
      ["product sitemap (10k URLs)", `${origin}/sitemaps/products-sv-SE-1.xml`],
      ["get-category-tree (API)", `${api}/category/get-category-tree?cultureCode=sv-SE`],
      ["list-product 2 filters+sort", listing.listProduct],
      ["list-product-filters 2 filt.", listing.listProductFilters],
      ["search one word (API)", `${api}/search-and-filter/product/list-product?cultureCode=sv-SE&searchString=jackor`],
      [
        "search three words (API)",
        `${api}/search-and-filter/product/list-product?cultureCode=sv-SE&searchString=svart+dunjacka+dam`,
      ],
      ["suggestions (API)", `${api}/search-and-filter/product/suggest?cultureCode=sv-SE&searchString=dunjack`],
      [
        "search typo (API)",
        `${api}/search-and-filter/product/list-product?cultureCode=en-GB&searchString=slepping+bgas`,
      ],
      [
        "product by unique name",
        `${api}/product/get-product-by-unique-name?uniqueName=${productPage.split("/").pop()}`,
      ],
    ];

    console.log(`\n${connections} connections, ${seconds} s each after ${warmupSeconds} s of warm-up\n`);
    console.log(
      "target".padEnd(28),
      "req/s".padStart(8),
      "p50 ms".padStart(8),
      "p99 ms".padStart(8),
      "errors".padStart(7),
      "peak RSS MB".padStart(12),
    );
    console.log("(before any load)".padEnd(28), "".padStart(8 * 3 + 7 + 3), String(shop.peakRssMb()).padStart(12));
    for (const [name, url, headers] of targets) {
      // Unmeasured first: the call's code is compiled and its caches are filled, as in a shop that has been up a while.
      if (warmupSeconds > 0) await measureLoad(url, connections, warmupSeconds, headers);
      const figures = await measureLoad(url, connections, seconds, headers);
      console.log(
        name.padEnd(28),
        String(figures.requestsPerSecond).padStart(8),
        String(figures.p50Ms).padStart(8),
        String(figures.p99Ms).padStart(8),
        String(figures.errors).padStart(7),
        // The high-water mark so far: the row that raises it is the load that needed the memory.
        String(shop.peakRssMb()).padStart(12),
      );
    }
  } finally {
    await shop.stop();
    ceiling.close();
  }
}

async function firstProductPath(categoryUrl: string): Promise<string> {
  const html = await (await fetch(categoryUrl)).text();
  const match = /href="(\/product\/[^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error(`no product link on ${categoryUrl}`);
  return match[1];
}
