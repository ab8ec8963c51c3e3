import type { BlockOf } from "#commerce/modules/content/index.ts";
import { Blocks } from "../components/content/block-tree.tsx";
import { BlockHeading } from "../components/content/block-heading.tsx";

const layouts = {
  equal: "md:grid-flow-col md:auto-cols-fr",
  "wide-left": "md:grid-cols-[2fr_1fr]",
  "wide-right": "md:grid-cols-[1fr_2fr]",
} as const;

/** Nested blocks side by side on wide screens. */
export function ColumnsBlock({ block }: { block: BlockOf<"Columns"> }) {
  return (
    <section className="mx-auto w-full max-w-7xl px-4">
      <BlockHeading title={block.title} />
      <div className={`grid gap-8 ${layouts[block.layout]}`}>
        <Blocks blocks={block.columns} wrap={(child) => <div className="flex flex-col gap-4">{child}</div>} />
      </div>
    </section>
  );
}
