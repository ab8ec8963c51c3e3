/**
 * `npm run bench`: load-tests the real server with autocannon, next to a bare Node http server
 * answering a fixed JSON body (this machine's ceiling). It uses the database the server would use
 * (DATABASE_URL, else PGlite in DATA_DIR); `-- --seed 100000` first generates that many products.
 */
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { seed: { type: "string" }, seconds: { type: "string", default: "10" }, connections: { type: "string", default: "10" } } });
const seconds = Number(values.seconds);
const connections = Number(values.connections);

if (values.seed) {
  await run(process.execPath, ["--import", "tsx", "scripts/seed.ts", "--products", values.seed]);
}

const ceiling = createServer((_request, response) => {
  response.writeHead(200, { "content-type": "application/json" });
  response.end('{"status":"ok","items":[1,2,3]}');
}).listen(3901, "127.0.0.1");

const port = 3902;
const shop = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", SEED_ON_START: "false", LOG_LEVEL: "warn" },
  stdio: ["ignore", "inherit", "inherit"],
});
await waitFor(`http://127.0.0.1:${port}/readyz`);

const tree = (await (await fetch(`http://127.0.0.1:${port}/api/category/get-category-tree?cultureCode=sv-SE`)).json()) as { Id: number; Path: string }[];
const categoryPath = tree[0]?.Path ?? "";
const productPage = await firstProductPath(`http://127.0.0.1:${port}/category/${categoryPath}`);

const api = `http://127.0.0.1:${port}/api`;
const uniqueName = productPage.split("/").pop();
const twoFilters = encodeURIComponent("parf|L1_1,L1_3;ohf|true");
const targets: [string, string][] = [
  ["bare node http (ceiling)", "http://127.0.0.1:3901/"],
  ["home page (SSR)", `http://127.0.0.1:${port}/`],
  ["category page (SSR)", `http://127.0.0.1:${port}/category/${categoryPath}`],
  ["product page (SSR)", `http://127.0.0.1:${port}${productPage}`],
  ["store finder (SSR)", `http://127.0.0.1:${port}/find-store`],
  ["product sitemap (10k URLs)", `http://127.0.0.1:${port}/sitemaps/products-sv-SE-1.xml`],
  ["get-category-tree (API)", `${api}/category/get-category-tree?cultureCode=sv-SE`],
  ["list-product 2 filters+sort", `${api}/search-and-filter/product/list-product?categorySeed=${tree[0]?.Id}&filter=${twoFilters}&sort=price-asc`],
  ["list-product-filters 2 filt.", `${api}/search-and-filter/product/list-product-filters?categorySeed=${tree[0]?.Id}&filter=${twoFilters}`],
  ["product by unique name", `${api}/product/get-product-by-unique-name?uniqueName=${uniqueName}`],
];

let peakRssMb = 0;
const sampler = setInterval(() => {
  const status = readFileSync(`/proc/${shop.pid}/status`, "utf8");
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  peakRssMb = Math.max(peakRssMb, Math.round(rssKb / 1024));
}, 250);

console.log(`\n${connections} connections, ${seconds} s each\n`);
console.log("target".padEnd(28), "req/s".padStart(8), "p50 ms".padStart(8), "p99 ms".padStart(8), "errors".padStart(7));
for (const [name, url] of targets) {
  const result = await autocannon({ url, connections, duration: seconds });
  const errors = result.errors + result.non2xx;
  console.log(name.padEnd(28), String(Math.round(result.requests.average)).padStart(8), String(result.latency.p50).padStart(8), String(result.latency.p99).padStart(8), String(errors).padStart(7));
}
clearInterval(sampler);
console.log(`\nserver peak memory (RSS): ${peakRssMb} MB`);
shop.kill("SIGTERM");
ceiling.close();

async function waitFor(url: string) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (await fetch(url).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not become ready`);
}

async function firstProductPath(categoryUrl: string): Promise<string> {
  const html = await (await fetch(categoryUrl)).text();
  const match = /href="(\/product\/[^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error(`no product link on ${categoryUrl}`);
  return match[1];
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    spawn(command, args, { stdio: "inherit" }).once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(" ")} exited with ${code}`))));
  });
}
