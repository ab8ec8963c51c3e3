import type { BlockOf } from "#commerce/modules/content/index.ts";
import { CallToAction } from "../components/content/block-link.tsx";
import { ResponsiveImage } from "../components/ui/responsive-image.tsx";

/** A picture across the whole width with a heading and text over its lower part. */
export function BigPictureBlock({ block }: { block: BlockOf<"BigPicture"> }) {
  return (
    <section className="relative isolate">
      <ResponsiveImage
        image={block.image}
        width={1280}
        height={640}
        sizes="100vw"
        className="h-[28rem] w-full object-cover"
      />
      {block.title || block.text ? (
        <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent px-4 pt-24 pb-10 text-white">
          <div className="mx-auto flex max-w-7xl flex-col items-start gap-3">
            {block.title ? <h2 className="text-3xl font-bold">{block.title}</h2> : null}
            {block.text ? <p className="max-w-xl">{block.text}</p> : null}
            <CallToAction link={block.link} label={block.link_label} variant="light" />
          </div>
        </div>
      ) : null}
    </section>
  );
}
