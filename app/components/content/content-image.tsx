import type { Asset } from "../../../commerce/modules/content/index.ts";
import { imageSrcSet, imageUrl } from "../../shop/image-url.ts";
import { useShop } from "../../shop/use-shop.ts";

/**
 * A CMS picture: one of our media keys is resized by /img (behind the CDN base when set); an
 * absolute URL (a Storyblok asset) is used as it is.
 */
export function ContentImage({ image, width, height, sizes, className, eager = false }: { image: Asset; width: number; height: number; sizes: string; className?: string; eager?: boolean }) {
  const { imageCdnBase } = useShop();
  const external = /^https?:\/\//i.test(image.filename);
  return (
    <img
      src={external ? image.filename : imageUrl(imageCdnBase, image.filename, width)}
      {...(external ? {} : { srcSet: imageSrcSet(imageCdnBase, image.filename, Math.max(width, 1280)), sizes })}
      alt={image.alt}
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      className={className}
    />
  );
}
