import type { BlockOf } from "../../commerce/modules/content/index.ts";
import { BlockLink, buttonStyles } from "../components/content/block-link.tsx";
import { ContentImage } from "../components/content/content-image.tsx";

/** A picture beside a heading and text; the picture on the side the merchant chose. */
export function GroupImageTextBlock({ block }: { block: BlockOf<"GroupImageText"> }) {
  return (
    <section className="mx-auto grid w-full max-w-7xl items-center gap-8 px-4 md:grid-cols-2">
      <ContentImage image={block.image} width={640} height={480} sizes="(min-width: 768px) 50vw, 100vw" className={`aspect-[4/3] w-full rounded-lg object-cover ${block.image_position === "right" ? "md:order-2" : ""}`} />
      <div className="flex flex-col items-start gap-4">
        <h2 className="text-3xl font-semibold">{block.title}</h2>
        <p className="text-lg text-neutral-700">{block.text}</p>
        {block.link && block.link_label ? (
          <BlockLink to={block.link} className={buttonStyles.secondary}>
            {block.link_label}
          </BlockLink>
        ) : null}
      </div>
    </section>
  );
}
