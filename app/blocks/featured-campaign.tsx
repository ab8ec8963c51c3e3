import type { BlockOf } from "#commerce/modules/content/index.ts";
import { CallToAction } from "../components/content/block-link.tsx";
import { ResponsiveImage } from "../components/ui/responsive-image.tsx";

const tones = {
  forest: "bg-brand-700 text-white",
  sand: "bg-amber-100 text-neutral-900",
  night: "bg-neutral-900 text-white",
} as const;

/** A campaign banner: picture on one side, heading, text and call to action on a coloured ground. */
export function FeaturedCampaignBlock({ block }: { block: BlockOf<"FeaturedCampaign"> }) {
  return (
    <section className="mx-auto w-full max-w-7xl px-4">
      <div className={`grid overflow-hidden rounded-2xl md:grid-cols-2 ${tones[block.tone]}`}>
        <ResponsiveImage
          image={block.image}
          width={640}
          height={420}
          sizes="(min-width: 768px) 50vw, 100vw"
          className="h-full min-h-64 w-full object-cover"
        />
        <div className="flex flex-col items-start justify-center gap-4 p-8 md:p-12">
          <h2 className="text-3xl font-bold">{block.title}</h2>
          {block.text ? <p className="text-lg opacity-90">{block.text}</p> : null}
          <CallToAction
            link={block.link}
            label={block.link_label}
            variant={block.tone === "sand" ? "primary" : "light"}
          />
        </div>
      </div>
    </section>
  );
}
