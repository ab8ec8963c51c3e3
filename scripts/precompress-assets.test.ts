import { mkdtemp, mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { precompressAssets } from "./precompress-assets.ts";

let dir = "";
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "butik-precompress-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const text = (name: string, lines: number) =>
  Array.from({ length: lines }, (_, line) => `/* ${name} */ .rule-${line} { margin: ${line}px; }`).join("\n");

const files: Record<string, string | Buffer> = {
  "assets/entry-1a2b.js": text("script", 300),
  "assets/nested/route-3c4d.mjs": text("module", 200),
  "assets/root-5e6f.css": text("style", 300),
  "favicon.svg": `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(50)}</svg>`,
  "manifest.webmanifest": JSON.stringify({ name: "Butik", icons: Array(30).fill({ src: "/icon.png" }) }),
  "data.json": JSON.stringify(Array.from({ length: 100 }, (_, id) => ({ id, name: `product ${id}` }))),
  "robots.txt": "User-agent: *\n".repeat(40),
  "sitemap.xml": "<url><loc>https://shop.example/</loc></url>".repeat(40),
  "offline.html": `<html><body>${"<p>offline</p>".repeat(50)}</body></html>`,
  "tiny.txt": "a",
  "photo.png": Buffer.from(Array.from({ length: 4000 }, (_, byte) => (byte * 7919) % 251)),
  "font.woff2": Buffer.alloc(4000, 1),
};

async function writeBuild() {
  for (const [name, contents] of Object.entries(files)) {
    await mkdir(join(dir, name, ".."), { recursive: true });
    await writeFile(join(dir, name), contents);
  }
}

const listTree = async () => (await readdir(dir, { recursive: true })).map((name) => name.replaceAll("\\", "/")).sort();

describe("precompressAssets", () => {
  it("writes a brotli and a gzip file beside every text asset, each decompressing to the asset", async () => {
    await writeBuild();
    const written = await precompressAssets(dir);
    const textFiles = Object.keys(files).filter((name) => !/\.(png|woff2)$|^tiny/.test(name));
    for (const name of textFiles) {
      const original = await readFile(join(dir, name));
      const brotli = await readFile(join(dir, `${name}.br`));
      const gzipped = await readFile(join(dir, `${name}.gz`));
      expect(brotliDecompressSync(brotli).equals(original), name).toBe(true);
      expect(gunzipSync(gzipped).equals(original), name).toBe(true);
      expect(brotli.byteLength, name).toBeLessThan(gzipped.byteLength);
      expect(written.find((asset) => asset.path === join(dir, name))).toEqual({
        path: join(dir, name),
        bytes: original.byteLength,
        brotliBytes: brotli.byteLength,
        gzipBytes: gzipped.byteLength,
      });
      // Last-Modified is the same whichever of the three files is sent.
      const modified = async (file: string) => Math.floor((await stat(join(dir, file))).mtimeMs / 1000);
      expect(await modified(`${name}.br`)).toBe(await modified(name));
      expect(await modified(`${name}.gz`)).toBe(await modified(name));
    }
  });

  it("uses brotli's highest quality and gzip's highest level", async () => {
    await writeBuild();
    const [script] = await precompressAssets(join(dir, "assets"));
    expect(script!.path).toBe(join(dir, "assets/entry-1a2b.js"));
    const original = await readFile(script!.path);
    const atQuality = (quality: number) =>
      brotliCompressSync(original, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }).byteLength;
    expect(script!.brotliBytes).toBe(atQuality(11));
    expect(script!.brotliBytes).not.toBe(atQuality(4));
    expect(script!.gzipBytes).toBe(gzipSync(original, { level: 9 }).byteLength);
    expect(script!.gzipBytes).not.toBe(gzipSync(original, { level: 1 }).byteLength);
  });

  it("leaves pictures, fonts and files compression would not shrink alone, and can run twice", async () => {
    await writeBuild();
    await precompressAssets(dir);
    const tree = await listTree();
    expect(tree.filter((name) => /^(photo|font|tiny)/.test(name))).toEqual(["font.woff2", "photo.png", "tiny.txt"]);
    await precompressAssets(dir);
    expect(await listTree()).toEqual(tree);
    expect(tree.some((name) => name.endsWith(".br.br") || name.endsWith(".gz.gz"))).toBe(false);
  });
});
