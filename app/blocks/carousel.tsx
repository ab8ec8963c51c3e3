import { useId } from "react";
import type { Block, BlockOf } from "#commerce/modules/content/index.ts";
import { Blocks } from "../components/content/block-tree.tsx";
import { SlideControls } from "../components/content/slide-controls.tsx";
import { useSlideshow } from "../components/ui/use-slideshow.ts";
import { useShop } from "../shop/use-shop.ts";

/**
 * Slides of nested blocks (the WAI-ARIA carousel pattern): one shows at a time; previous/next
 * buttons, arrow keys and swipes move between them; autoplay stops on hover or focus and can be paused.
 */
export function CarouselBlock({ block }: { block: BlockOf<"Carousel"> }) {
  const { t } = useShop();
  const slides = block.slides as Block[];
  const slideshow = useSlideshow(slides.length, block.autoplay ? block.interval_seconds * 1000 : undefined);
  const id = useId();
  if (slides.length === 0) return null;
  return (
    <section
      aria-roledescription={t("blocks.carousel")}
      aria-label={block.label ?? t("blocks.gallery")}
      className="mx-auto w-full max-w-7xl px-4"
      {...slideshow.containerProps}
    >
      <div id={id} aria-live={slideshow.canAutoplay && !slideshow.paused ? "off" : "polite"} className="touch-pan-y">
        {slides.map((slide, index) => (
          <div
            key={slide._uid}
            role="group"
            aria-roledescription={t("blocks.slide")}
            aria-label={t("blocks.slideOf", { index: index + 1, count: slides.length })}
            hidden={index !== slideshow.index}
          >
            <Blocks blocks={[slide]} />
          </div>
        ))}
      </div>
      <SlideControls slideshow={slideshow} count={slides.length} controls={id} />
    </section>
  );
}
