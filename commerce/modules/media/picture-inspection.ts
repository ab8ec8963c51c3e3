import sharp, { type Metadata } from "sharp";
import { problem, type Problem } from "#commerce/error-codes.ts";
import { invalidField } from "#commerce/errors.ts";
import { pictureLimits } from "./picture-limits.ts";

/** An uploaded picture's format as the shop stores it: what sharp found in its bytes, never what the browser claimed. */
export interface InspectedPicture {
  contentType: "image/jpeg" | "image/png" | "image/webp" | "image/avif";
  /** The extension its key ends in. */
  extension: "jpg" | "png" | "webp" | "avif";
  width: number;
  height: number;
}

const refuse = (refusal: Problem) => invalidField("file", refusal);

/** The format sharp reads in the bytes, if the shop takes it (AVIF is HEIF with AV1 compression). */
function formatOf(metadata: Metadata): Omit<InspectedPicture, "width" | "height"> | undefined {
  if (metadata.format === "jpeg") return { contentType: "image/jpeg", extension: "jpg" };
  if (metadata.format === "png") return { contentType: "image/png", extension: "png" };
  if (metadata.format === "webp") return { contentType: "image/webp", extension: "webp" };
  if (metadata.format === "heif" && metadata.compression === "av1")
    return { contentType: "image/avif", extension: "avif" };
  return undefined;
}

/**
 * Checks an upload is a JPEG, PNG, WebP or AVIF picture within the limits by decoding all of it
 * with sharp (a truncated or corrupt file is refused here, not when /img first resizes it);
 * refused on the `file` field otherwise.
 */
export async function inspectPicture(bytes: Buffer): Promise<InspectedPicture> {
  if (bytes.byteLength === 0) throw refuse(problem("required"));
  if (bytes.byteLength > pictureLimits.maxBytes)
    throw refuse(problem("picture_too_large", { maxMegabytes: pictureLimits.maxBytes / 1024 / 1024 }));
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw refuse(problem("picture_format_unsupported"));
  }
  const format = formatOf(metadata);
  if (!format || !metadata.width || !metadata.height) throw refuse(problem("picture_format_unsupported"));
  if (metadata.width * metadata.height > pictureLimits.maxPixels)
    throw refuse(problem("picture_too_many_pixels", { maxMegapixels: pictureLimits.maxPixels / 1_000_000 }));
  try {
    await sharp(bytes, { failOn: "error", limitInputPixels: pictureLimits.maxPixels }).stats();
  } catch {
    throw refuse(problem("picture_format_unsupported"));
  }
  return { ...format, width: metadata.width, height: metadata.height };
}
