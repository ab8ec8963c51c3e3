import { useId } from "react";
import type { BlockOf } from "#commerce/modules/content/index.ts";
import { BlockHeading } from "../components/content/block-heading.tsx";
import { ResponsiveImage } from "../components/ui/responsive-image.tsx";
import { useSlideshow } from "../components/ui/use-slideshow.ts";
import { useShop } from "../shop/use-shop.ts";

const arrowClass = "absolute top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-3 shadow hover:bg-white";

/** One picture at a time with arrow buttons on its sides; arrow keys and swipes work too. */
export function ArrowImageGalleryBlock({ block }: { block: BlockOf<"ArrowImageGallery"> }) {
  const { t } = useShop();
  const slideshow = useSlideshow(block.images.length);
  const id = useId();
  const count = block.images.length;
  return (
    <section aria-label={block.title ?? t("blocks.gallery")} className="mx-auto w-full max-w-5xl px-4">
      <BlockHeading title={block.title} />
      <div className="relative touch-pan-y" {...slideshow.containerProps}>
        <div id={id} aria-live="polite">
          {block.images.map((image, index) => (
            <div
              key={`${image.filename}-${index}`}
              role="group"
              aria-roledescription={t("blocks.slide")}
              aria-label={t("blocks.slideOf", { index: index + 1, count })}
              hidden={index !== slideshow.index}
            >
              <ResponsiveImage
                image={image}
                width={960}
                height={540}
                sizes="(min-width: 1024px) 960px, 100vw"
                className="aspect-video w-full rounded-lg object-cover"
              />
            </div>
          ))}
        </div>
        {count > 1 ? (
          <>
            <button
              type="button"
              aria-controls={id}
              aria-label={t("blocks.previous")}
              onClick={slideshow.previous}
              className={`${arrowClass} left-3`}
            >
              <Chevron direction="left" />
            </button>
            <button
              type="button"
              aria-controls={id}
              aria-label={t("blocks.next")}
              onClick={slideshow.next}
              className={`${arrowClass} right-3`}
            >
              <Chevron direction="right" />
            </button>
            <p className="absolute right-3 bottom-3 rounded bg-black/70 px-2 py-1 text-xs text-white">
              {t("blocks.slideOf", { index: slideshow.index + 1, count })}
            </p>
          </>
        ) : null}
      </div>
    </section>
  );
}

function Chevron({ direction }: { direction: "left" | "right" }) {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d={direction === "left" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
