import { useId } from "react";
import type { BlockOf } from "#commerce/modules/content/index.ts";
import { BlockHeading } from "../components/content/block-heading.tsx";
import { ResponsiveImage } from "../components/ui/responsive-image.tsx";
import { SlideControls } from "../components/content/slide-controls.tsx";
import { useSlideshow } from "../components/ui/use-slideshow.ts";
import { useShop } from "../shop/use-shop.ts";

/** A large picture with thumbnails below; thumbnails, arrow keys, swipes and buttons change it. */
export function ImageGalleryBlock({ block }: { block: BlockOf<"ImageGallery"> }) {
  const { t } = useShop();
  const slideshow = useSlideshow(block.images.length);
  const id = useId();
  const shown = block.images[slideshow.index] ?? block.images[0]!;
  return (
    <section aria-label={block.title ?? t("blocks.gallery")} className="mx-auto w-full max-w-5xl px-4">
      <BlockHeading title={block.title} />
      <div id={id} className="touch-pan-y" {...slideshow.containerProps}>
        <div
          role="group"
          aria-roledescription={t("blocks.slide")}
          aria-label={t("blocks.slideOf", { index: slideshow.index + 1, count: block.images.length })}
        >
          <ResponsiveImage
            image={shown}
            width={960}
            height={600}
            sizes="(min-width: 1024px) 960px, 100vw"
            className="aspect-[8/5] w-full rounded-lg object-cover"
          />
        </div>
        <ul className="mt-3 flex gap-2 overflow-x-auto">
          {block.images.map((image, index) => (
            <li key={`${image.filename}-${index}`}>
              <button
                type="button"
                aria-label={t("blocks.showImage", { index: index + 1 })}
                aria-current={index === slideshow.index ? "true" : undefined}
                onClick={() => slideshow.go(index)}
                className="block overflow-hidden rounded border-2 border-transparent aria-[current=true]:border-brand-700"
              >
                <ResponsiveImage
                  image={{ ...image, alt: "" }}
                  width={160}
                  height={100}
                  sizes="160px"
                  className="h-16 w-24 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      </div>
      <SlideControls slideshow={slideshow} count={block.images.length} controls={id} />
    </section>
  );
}
