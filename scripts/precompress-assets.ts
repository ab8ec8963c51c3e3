/**
 * Build step (`npm run build`, after `react-router build`): writes a brotli (`.br`, quality 11) and a
 * gzip (`.gz`, level 9) sibling next to every text asset of the storefront's client build, so the
 * server sends them as they are instead of compressing the same bytes on every request (ADR 0025).
 *
 *   tsx scripts/precompress-assets.ts [dir]   (dir defaults to build/client)
 */
import { readdir, readFile, stat, utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { projectPath } from "#commerce/project-path.ts";

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** Text formats worth compressing; images, fonts (woff2 is compressed already) and maps stay as they are. */
const compressibleFile = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest|html)$/;

/** What precompression wrote for one asset: its size and the size of each sibling (undefined: not written). */
export interface PrecompressedAsset {
  path: string;
  bytes: number;
  brotliBytes: number | undefined;
  gzipBytes: number | undefined;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file under `dir`, each only when it is
 * smaller than the file, with the file's modification time (so Last-Modified is the same whichever
 * encoding is sent). Existing siblings are overwritten, so running it twice is harmless.
 */
export async function precompressAssets(dir: string): Promise<PrecompressedAsset[]> {
  const files = (await listFiles(dir)).filter((file) => compressibleFile.test(file)).sort();
  // zlib's asynchronous calls run on libuv's thread pool, so the files compress in parallel.
  return Promise.all(
    files.map(async (path): Promise<PrecompressedAsset> => {
      const [bytes, { atime, mtime }] = await Promise.all([readFile(path), stat(path)]);
      const [brotli, gzipped] = await Promise.all([
        compressBrotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
          },
        }),
        compressGzip(bytes, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      const writeSibling = async (extension: string, compressed: Buffer) => {
        if (compressed.byteLength >= bytes.byteLength) return undefined;
        await writeFile(`${path}${extension}`, compressed);
        await utimes(`${path}${extension}`, atime, mtime);
        return compressed.byteLength;
      };
      const [brotliBytes, gzipBytes] = await Promise.all([writeSibling(".br", brotli), writeSibling(".gz", gzipped)]);
      return { path, bytes: bytes.byteLength, brotliBytes, gzipBytes };
    }),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = process.argv[2] ?? projectPath("build/client");
  const assets = await precompressAssets(dir);
  const total = (pick: (asset: PrecompressedAsset) => number | undefined) =>
    Math.round(assets.reduce((sum, asset) => sum + (pick(asset) ?? asset.bytes), 0) / 1024);
  console.log(
    `precompressed ${assets.length} assets in ${dir}: ${total((asset) => asset.bytes)} kB, ` +
      `gzip ${total((asset) => asset.gzipBytes)} kB, brotli ${total((asset) => asset.brotliBytes)} kB`,
  );
}
