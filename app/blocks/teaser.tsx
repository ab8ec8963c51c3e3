import type { BlockOf } from "#commerce/modules/content/index.ts";
import { BlockLink } from "../components/content/block-link.tsx";
import { ResponsiveImage } from "../components/ui/responsive-image.tsx";

/** A headline, with an optional picture, text and link (the headline becomes the link). */
export function TeaserBlock({ block }: { block: BlockOf<"Teaser"> }) {
  return (
    <div className="flex flex-col gap-2">
      {block.image ? (
        <ResponsiveImage
          image={block.image}
          width={480}
          height={300}
          sizes="(min-width: 1024px) 33vw, 100vw"
          className="aspect-[8/5] w-full rounded-lg object-cover"
        />
      ) : null}
      <h2 className="text-lg font-semibold">
        {block.link ? (
          <BlockLink to={block.link} className="hover:underline">
            {block.headline}
          </BlockLink>
        ) : (
          block.headline
        )}
      </h2>
      {block.text ? <p className="text-sm text-neutral-700">{block.text}</p> : null}
    </div>
  );
}
