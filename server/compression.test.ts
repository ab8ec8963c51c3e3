import { mkdtemp, mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, createBrotliDecompress, gunzipSync } from "node:zlib";
import { pino } from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { withHttpServer } from "#tests/fixtures/http-server.ts";
import { withStorefrontServer } from "#tests/fixtures/storefront-server.ts";
import { precompressAssets } from "../scripts/precompress-assets.ts";
import { chooseAnswerEncoding } from "./compression.ts";
import { createApp } from "./create-app.ts";

const shop = withDemoShop();
beforeAll(() => shop.commerce.search.warmUp());
/** The real storefront (React Router's SSR of app/) behind the real app. */
const storefront = withStorefrontServer(shop);

/** A client build of our own: a script, a stylesheet and a picture, precompressed as `npm run build` does. */
let clientDir = "";
const script = Array.from(
  { length: 400 },
  (_, line) =>
    `export function price${line}(amount) { return new Intl.NumberFormat("sv-SE").format(amount * ${line}); }`,
).join("\n");
beforeAll(async () => {
  clientDir = await mkdtemp(join(tmpdir(), "butik-compression-"));
  await mkdir(join(clientDir, "assets"));
  await writeFile(join(clientDir, "assets/entry-abc123.js"), script);
  const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#c33" } })
    .png()
    .toBuffer();
  await writeFile(join(clientDir, "assets/logo-abc123.png"), picture);
  await precompressAssets(clientDir);
});
afterAll(() => rm(clientDir, { recursive: true, force: true }));

/** Lets the test hold back the rest of /streamed until it has seen the first part arrive. */
let releaseRest: () => void = () => {};
const streamedHead = `<!DOCTYPE html><html><head><title>streamed</title></head><body>${"<p>the shell</p>".repeat(200)}`;
const streamedTail = `${"<p>the rest, once loaded</p>".repeat(200)}</body></html>`;

/** The app over our client build, with pages that stream on cue (no storefront needed for those). */
const assets = withHttpServer(() =>
  createApp({
    commerce: shop.commerce,
    handleDocument: async (request) => {
      const path = new URL(request.url).pathname;
      if (path === "/small") return new Response("<p>tiny</p>", { headers: { "Content-Type": "text/html" } });
      const encoder = new TextEncoder();
      const rest = new Promise<void>((resolve) => (releaseRest = resolve));
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(encoder.encode(streamedHead));
          await rest;
          controller.enqueue(encoder.encode(streamedTail));
          controller.close();
        },
      });
      return new Response(body, { headers: { "Content-Type": "text/html" } });
    },
    clientDir,
    imageCdnBase: "",
    log: pino({ level: "silent" }),
    isReady: () => true,
    build: { id: "test", builtAt: 0 },
  }),
);

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as they came over the wire, still encoded. */
  body: Buffer;
}

/** One request with node:http, which (unlike fetch) leaves the body as it was sent. */
function send(url: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on("error", reject)
      .end();
  });
}

const decode = ({ headers, body }: Answer) =>
  headers["content-encoding"] === "br"
    ? brotliDecompressSync(body)
    : headers["content-encoding"] === "gzip"
      ? gunzipSync(body)
      : body;

/** The three ways a client may ask, and the encoding each must get. */
const askings = [
  { acceptEncoding: "br, gzip", expected: "br" },
  { acceptEncoding: "gzip", expected: "gzip" },
  { acceptEncoding: "", expected: undefined },
] as const;

/** Fetches `url` all three ways; `normalize` removes what differs between two answers (the page's nonce). */
async function fetchEveryWay(url: string, normalize: (text: string, answer: Answer) => string = (text) => text) {
  const answers = [];
  for (const { acceptEncoding, expected } of askings) {
    const answer = await send(url, acceptEncoding ? { "accept-encoding": acceptEncoding } : {});
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe(expected);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    answers.push({ ...answer, text: normalize(decode(answer).toString("utf8"), answer) });
  }
  const [br, gzip, raw] = answers as [(typeof answers)[number], (typeof answers)[number], (typeof answers)[number]];
  expect(br.text).toBe(raw.text);
  expect(gzip.text).toBe(raw.text);
  expect(br.body.byteLength).toBeLessThan(raw.body.byteLength / 2);
  expect(gzip.body.byteLength).toBeLessThan(raw.body.byteLength / 2);
  return { br, gzip, raw };
}

describe("Accept-Encoding", () => {
  it("prefers br, follows q-values and a wildcard, and refuses what is excluded", () => {
    expect(chooseAnswerEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseAnswerEncoding("gzip")).toBe("gzip");
    expect(chooseAnswerEncoding("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(chooseAnswerEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseAnswerEncoding("*")).toBe("br");
    expect(chooseAnswerEncoding("*, br;q=0")).toBe("gzip");
    expect(chooseAnswerEncoding("deflate, identity")).toBeUndefined();
    expect(chooseAnswerEncoding(undefined)).toBeUndefined();
  });
});

describe("dynamic answers", () => {
  it("compresses a server-rendered category page to the same HTML", async () => {
    const nonceOf = (answer: Answer) => /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))![1]!;
    const { br, raw } = await fetchEveryWay(storefront.url("/category/dam"), (text, answer) =>
      text.replaceAll(nonceOf(answer), "NONCE"),
    );
    expect(raw.text).toContain("</html>");
    expect(br.headers["content-type"]).toMatch(/^text\/html/);
    expect(br.headers["content-length"]).toBeUndefined();
  });

  it("compresses a JSON answer from /api to the same JSON", async () => {
    const { br } = await fetchEveryWay(storefront.url("/api/category/get-category-tree?cultureCode=sv-SE"));
    expect(br.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(br.text)[0]).toMatchObject({ Name: "Dam" });
  });

  it("leaves bodies under 1 kB as they are, with their length", async () => {
    for (const url of [assets.url("/healthz"), assets.url("/small")]) {
      const answer = await send(url, { "accept-encoding": "br, gzip" });
      expect(answer.headers["content-encoding"]).toBeUndefined();
      expect(answer.headers["content-length"]).toBe(String(answer.body.byteLength));
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
    }
    expect((await send(assets.url("/small"), { "accept-encoding": "br" })).body.toString()).toBe("<p>tiny</p>");
  });

  it("answers HEAD for a page with its headers and no body", async () => {
    const answer = await send(storefront.url("/category/dam"), { "accept-encoding": "br, gzip" }, "HEAD");
    expect(answer.status).toBe(200);
    expect(answer.body.byteLength).toBe(0);
    expect(answer.headers["content-encoding"]).toBeUndefined();
  });

  it("sends the first part of a streamed page before the rest exists, compressed", async () => {
    const decoded: Buffer[] = [];
    const decoder = createBrotliDecompress();
    decoder.on("data", (chunk: Buffer) => decoded.push(chunk));
    const text = () => Buffer.concat(decoded).toString("utf8");
    const finished = new Promise<Answer>((resolve, reject) => {
      httpRequest(assets.url("/streamed"), { headers: { "accept-encoding": "br, gzip" } }, (response) => {
        const wire: Buffer[] = [];
        response.on("data", (chunk: Buffer) => {
          wire.push(chunk);
          decoder.write(chunk);
        });
        response.on("end", () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(wire) }),
        );
      })
        .on("error", reject)
        .end();
    });
    // The rest is only produced once the whole first part has been decoded on this side.
    try {
      for (let waited = 0; text() !== streamedHead; waited += 10) {
        expect(waited, `received ${text().length} of ${streamedHead.length} characters`).toBeLessThan(5_000);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    } finally {
      releaseRest();
    }
    const answer = await finished;
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(answer.body).toString("utf8")).toBe(streamedHead + streamedTail);
  });
});

describe("static assets", () => {
  it("sends the build's brotli or gzip file, or the script itself, with its type and cache headers", async () => {
    const { br, gzip, raw } = await fetchEveryWay(assets.url("/assets/entry-abc123.js"));
    expect(raw.text).toBe(script);
    const onDisk = async (file: string) => readFile(join(clientDir, "assets", file));
    // The precompressed files themselves: brotli at quality 11 is not what on-the-fly quality 4 gives.
    expect(br.body.equals(await onDisk("entry-abc123.js.br"))).toBe(true);
    expect(gzip.body.equals(await onDisk("entry-abc123.js.gz"))).toBe(true);
    for (const answer of [br, gzip, raw]) {
      expect(answer.headers["content-type"]).toMatch(/^text\/javascript/);
      expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(answer.headers["content-length"]).toBe(String(answer.body.byteLength));
    }
  });

  it("answers HEAD with the length of the encoding it would send", async () => {
    const answer = await send(assets.url("/assets/entry-abc123.js"), { "accept-encoding": "br, gzip" }, "HEAD");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.body.byteLength).toBe(0);
    expect(answer.headers["content-length"]).toBe(
      String((await stat(join(clientDir, "assets/entry-abc123.js.br"))).size),
    );
  });
});

describe("pictures", () => {
  it("are never compressed again, from the build or from /img", async () => {
    const key = (await shop.commerce.catalogue.getProductByUniqueName("sv-SE", "women-abisko-down-jacket", 1))!
      .files[0]!.key;
    for (const url of [assets.url("/assets/logo-abc123.png"), assets.url(`/img/${key}?w=320&fmt=jpeg`)]) {
      const raw = await send(url);
      const asked = await send(url, { "accept-encoding": "br, gzip" });
      expect(asked.headers["content-type"]).toMatch(/^image\/(png|jpeg)$/);
      expect(asked.headers["content-encoding"]).toBeUndefined();
      expect(asked.headers.vary).toBeUndefined();
      expect(asked.body.equals(raw.body)).toBe(true);
    }
  });
});
