import type { BlockOf } from "#commerce/modules/content/index.ts";
import { CallToAction } from "../components/content/block-link.tsx";
import { ResponsiveImage } from "../components/ui/responsive-image.tsx";

/** A picture beside a heading and text; the picture on the side the merchant chose. */
export function GroupImageTextBlock({ block }: { block: BlockOf<"GroupImageText"> }) {
  return (
    <section className="mx-auto grid w-full max-w-7xl items-center gap-8 px-4 md:grid-cols-2">
      <ResponsiveImage
        image={block.image}
        width={640}
        height={480}
        sizes="(min-width: 768px) 50vw, 100vw"
        className={`aspect-[4/3] w-full rounded-lg object-cover ${block.image_position === "right" ? "md:order-2" : ""}`}
      />
      <div className="flex flex-col items-start gap-4">
        <h2 className="text-3xl font-semibold">{block.title}</h2>
        <p className="text-lg text-neutral-700">{block.text}</p>
        <CallToAction link={block.link} label={block.link_label} variant="secondary" />
      </div>
    </section>
  );
}
