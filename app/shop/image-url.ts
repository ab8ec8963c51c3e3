/** Widths the image endpoint renders; anything else is rounded up to one of these. */
export const imageWidths = [160, 320, 480, 640, 960, 1280] as const;

/** The URL of a resized picture, behind IMAGE_CDN_BASE when one is configured. */
export function imageUrl(
  cdnBase: string,
  key: string,
  width: number,
  format: "webp" | "avif" | "jpeg" = "webp",
): string {
  return `${cdnBase}/img/${key.split("/").map(encodeURIComponent).join("/")}?w=${width}&fmt=${format}`;
}

/** Whether a URL is absolute (a CDN's, Storyblok's) rather than a path or media key of ours. */
export const isAbsoluteUrl = (url: string) => /^https?:\/\//i.test(url);

/** A picture's URL at one width: an absolute URL (a Storyblok asset) as it is, a media key of ours through /img. */
export function pictureUrl(cdnBase: string, filename: string, width: number): string {
  return isAbsoluteUrl(filename) ? filename : imageUrl(cdnBase, filename, width);
}

/** A srcset covering the standard widths up to `maxWidth`. */
export function imageSrcSet(cdnBase: string, key: string, maxWidth: number): string {
  return imageWidths
    .filter((width) => width <= maxWidth)
    .map((width) => `${imageUrl(cdnBase, key, width)} ${width}w`)
    .join(", ");
}
