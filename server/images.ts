import { Hono } from "hono";
import sharp from "sharp";
import { z } from "zod";
import type { MediaService } from "#commerce/modules/media/index.ts";

const widths = [160, 320, 480, 640, 960, 1280, 1920] as const;
const formats = { webp: "image/webp", avif: "image/avif", jpeg: "image/jpeg", png: "image/png" } as const;
type ImageFormat = keyof typeof formats;
const imageFormats = Object.keys(formats) as [ImageFormat, ...ImageFormat[]];

/** `w` and `fmt`; an enum rather than a lookup in `formats`, where `fmt=toString` would find Object's method. */
const imageQuery = z.object({
  w: z.coerce.number().int().min(1).max(4000).default(640),
  fmt: z.enum(imageFormats).default("webp"),
});
const queryMessages = {
  w: "w: must be a whole number from 1 to 4000",
  fmt: `fmt: must be one of ${imageFormats.join(", ")}`,
} as const;

/** Resized images are kept in memory up to this many bytes, least recently used first out. */
const cacheBudgetBytes = 64 * 1024 * 1024;

interface RenderedImage {
  body: Uint8Array;
  contentType: string;
  etag: string;
}

/** Rounds a requested width up to one the endpoint renders, so the cache is not split per pixel. */
function pickWidth(requested: number): number {
  return widths.find((width) => width >= requested) ?? widths[widths.length - 1]!;
}

/**
 * /img/{key}?w=&fmt= : resizes and converts an original from the media store with sharp.
 * Answers carry a year-long immutable cache header, so a CDN (IMAGE_CDN_BASE) can sit in front.
 */
export function createImageRoutes(media: MediaService) {
  const cache = new Map<string, RenderedImage>();
  let cachedBytes = 0;

  const remember = (cacheKey: string, image: RenderedImage) => {
    cache.set(cacheKey, image);
    cachedBytes += image.body.byteLength;
    for (const [oldestKey, oldest] of cache) {
      if (cachedBytes <= cacheBudgetBytes) break;
      cache.delete(oldestKey);
      cachedBytes -= oldest.body.byteLength;
    }
  };

  const render = async (key: string, width: number, format: ImageFormat): Promise<RenderedImage | undefined> => {
    const original = await media.getMediaFile(key);
    if (!original) return undefined;
    const isVector = original.contentType === "image/svg+xml";
    // Vector originals are rasterised at a density that gives at least the wanted width.
    const density = isVector
      ? Math.min(600, Math.max(72, Math.ceil((72 * width) / ((await sharp(original.bytes).metadata()).width ?? width))))
      : undefined;
    const body = await sharp(original.bytes, density ? { density } : {})
      .resize({ width, withoutEnlargement: !isVector })
      .toFormat(format, format === "avif" ? { quality: 55, effort: 2 } : { quality: 78 })
      .toBuffer();
    return {
      body: new Uint8Array(body),
      contentType: formats[format],
      etag: `"${key.length}-${width}-${format}-${body.byteLength}"`,
    };
  };

  return new Hono().get("/*", async (c) => {
    // The server refuses paths with bad percent-encoding or NUL before any route sees them.
    const key = decodeURIComponent(c.req.path.replace(/^\/img\//, ""));
    if (!key || key.includes("..")) return c.json({ message: "key: missing or invalid" }, 400);
    const query = imageQuery.safeParse({ w: c.req.query("w"), fmt: c.req.query("fmt") });
    if (!query.success)
      return c.json({ message: queryMessages[query.error.issues[0]!.path[0] as keyof typeof queryMessages] }, 400);
    const { w: requestedWidth, fmt: format } = query.data;

    const width = pickWidth(requestedWidth);
    const cacheKey = `${key}|${width}|${format}`;
    let image = cache.get(cacheKey);
    if (image) {
      cache.delete(cacheKey);
      cache.set(cacheKey, image);
    } else {
      image = await render(key, width, format);
      if (!image) return c.json({ message: `No image with key ${key}` }, 404);
      remember(cacheKey, image);
    }
    if (c.req.header("if-none-match") === image.etag) return c.body(null, 304);
    return c.body(image.body as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": image.contentType,
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: image.etag,
    });
  });
}
