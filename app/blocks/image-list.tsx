import type { BlockOf } from "#commerce/modules/content/index.ts";
import { BlockHeading } from "../components/content/block-heading.tsx";
import { BlockLink } from "../components/content/block-link.tsx";
import { ResponsiveImage } from "../components/ui/responsive-image.tsx";

/** Pictures in a row, each titled, each optionally a link. */
export function ImageListBlock({ block }: { block: BlockOf<"ImageList"> }) {
  return (
    <section className="mx-auto w-full max-w-7xl px-4">
      <BlockHeading title={block.title} />
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {block.items.map((item, index) => {
          const tile = (
            <>
              <ResponsiveImage
                image={{ ...item.image, alt: "" }}
                width={480}
                height={480}
                sizes="(min-width: 1024px) 25vw, 50vw"
                className="aspect-square w-full rounded-lg object-cover"
              />
              <span className="mt-2 block font-medium">{item.title}</span>
            </>
          );
          return (
            <li key={index}>
              {item.link ? (
                <BlockLink to={item.link} className="block hover:underline">
                  {tile}
                </BlockLink>
              ) : (
                tile
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
