import type { BlockOf } from "#commerce/modules/content/index.ts";
import { CallToAction } from "../components/content/block-link.tsx";
import { ResponsiveImage } from "../components/ui/responsive-image.tsx";

/** The opening of a page: a picture behind a heading, a line of text and a call to action. */
export function HeroBlock({ block }: { block: BlockOf<"Hero"> }) {
  const centred = block.align === "center";
  return (
    <section className="relative isolate overflow-hidden bg-brand-900 text-white">
      <ResponsiveImage
        image={block.image}
        width={1280}
        height={560}
        sizes="100vw"
        load="priority"
        className="absolute inset-0 -z-10 h-full w-full object-cover opacity-60"
      />
      <div
        className={`mx-auto flex max-w-7xl flex-col gap-4 px-4 py-24 ${centred ? "items-center text-center" : "items-start"}`}
      >
        <h1 className="max-w-2xl text-4xl font-bold [text-shadow:0_1px_8px_rgb(0_0_0/0.5)] sm:text-5xl">
          {block.title}
        </h1>
        {block.subtitle ? (
          <p className="max-w-xl text-lg [text-shadow:0_1px_6px_rgb(0_0_0/0.6)]">{block.subtitle}</p>
        ) : null}
        <CallToAction link={block.link} label={block.link_label} variant="light" />
      </div>
    </section>
  );
}
