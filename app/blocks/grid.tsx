import type { BlockOf } from "#commerce/modules/content/index.ts";
import { Blocks } from "../components/content/block-tree.tsx";
import { BlockHeading } from "../components/content/block-heading.tsx";

const columnClasses = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/** Nested blocks in a grid of two to four columns. */
export function GridBlock({ block }: { block: BlockOf<"Grid"> }) {
  return (
    <section className="mx-auto w-full max-w-7xl px-4">
      <BlockHeading title={block.title} />
      <div className={`grid gap-6 ${columnClasses[block.columns as 2 | 3 | 4]}`}>
        <Blocks blocks={block.items} />
      </div>
    </section>
  );
}
