import type { Asset } from "#commerce/modules/content/index.ts";
import { imageSrcSet, isAbsoluteUrl, pictureUrl } from "#app/shop/image-url.ts";
import { useShop } from "#app/shop/use-shop.ts";

/** How a picture loads (ResponsiveImage). */
export type PictureLoading = "lazy" | "eager" | "priority";

/**
 * A picture in the widths the screen needs: a media key of ours (a product, a category, a CMS
 * picture) is resized by /img, behind the CDN base when one is set; an absolute URL (a Storyblok
 * asset) is used as it is. `load`: lazily (the default), eagerly (above the fold), or first of all
 * (`priority`: the page's largest picture, `fetchpriority="high"`).
 */
export function ResponsiveImage({
  image,
  width,
  height,
  sizes,
  maxWidth = 1280,
  className,
  load = "lazy",
}: {
  image: Asset;
  width: number;
  height: number;
  sizes: string;
  maxWidth?: number;
  className?: string;
  load?: PictureLoading;
}) {
  const { imageCdnBase } = useShop();
  const external = isAbsoluteUrl(image.filename);
  return (
    <img
      src={pictureUrl(imageCdnBase, image.filename, width)}
      {...(external ? {} : { srcSet: imageSrcSet(imageCdnBase, image.filename, Math.max(width, maxWidth)), sizes })}
      alt={image.alt}
      width={width}
      height={height}
      loading={load === "lazy" ? "lazy" : "eager"}
      {...(load === "priority" ? { fetchPriority: "high" as const } : {})}
      className={className}
    />
  );
}
