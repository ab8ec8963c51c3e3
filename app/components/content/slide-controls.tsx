import type { useSlideshow } from "../ui/use-slideshow.ts";
import { useShop } from "#app/shop/use-shop.ts";

const controlClass =
  "rounded-full border border-neutral-300 bg-white px-4 py-2 text-sm font-medium hover:bg-neutral-100";

/** Previous, position, next and (with autoplay) pause/play: the buttons under a carousel or gallery. */
export function SlideControls({
  slideshow,
  count,
  controls,
}: {
  slideshow: ReturnType<typeof useSlideshow>;
  count: number;
  controls: string;
}) {
  const { t } = useShop();
  if (count < 2) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center justify-center gap-3">
      <button type="button" aria-controls={controls} onClick={slideshow.previous} className={controlClass}>
        <span aria-hidden="true">← </span>
        {t("blocks.previous")}
      </button>
      <p className="min-w-16 text-center text-sm tabular-nums">
        {t("blocks.slideOf", { index: slideshow.index + 1, count })}
      </p>
      <button type="button" aria-controls={controls} onClick={slideshow.next} className={controlClass}>
        {t("blocks.next")}
        <span aria-hidden="true"> →</span>
      </button>
      {slideshow.canAutoplay ? (
        <button type="button" aria-controls={controls} onClick={slideshow.togglePaused} className={controlClass}>
          {slideshow.paused ? t("blocks.play") : t("blocks.pause")}
        </button>
      ) : null}
    </div>
  );
}
