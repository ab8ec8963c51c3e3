import type { BlockOf } from "#commerce/modules/content/index.ts";
import { BlockLink } from "../components/content/block-link.tsx";
import { ResponsiveImage } from "../components/ui/responsive-image.tsx";

/** One picture with an optional caption; with a link the picture is the link. */
export function ImageBlock({ block }: { block: BlockOf<"Image"> }) {
  const picture = (
    <ResponsiveImage
      image={block.image}
      width={960}
      height={600}
      sizes="(min-width: 1280px) 960px, 100vw"
      className="w-full rounded-lg object-cover"
    />
  );
  return (
    <figure className="mx-auto w-full max-w-5xl px-4">
      {block.link ? (
        <BlockLink
          to={block.link}
          className="block"
          {...(block.image.alt ? {} : { "aria-label": block.caption ?? block.link })}
        >
          {picture}
        </BlockLink>
      ) : (
        picture
      )}
      {block.caption ? <figcaption className="mt-2 text-sm text-neutral-600">{block.caption}</figcaption> : null}
    </figure>
  );
}
