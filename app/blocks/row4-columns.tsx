import type { BlockOf } from "#commerce/modules/content/index.ts";
import { Blocks } from "../components/content/block-tree.tsx";
import { BlockHeading } from "../components/content/block-heading.tsx";

/** Four slots in a row, each a stack of blocks; two per row on tablets, one on phones. */
export function Row4ColumnsBlock({ block }: { block: BlockOf<"Row4Columns"> }) {
  const slots = [block.first, block.second, block.third, block.fourth];
  return (
    <section className="mx-auto w-full max-w-7xl px-4">
      <BlockHeading title={block.title} />
      <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {slots.map((slot, index) => (
          <div key={index} className="flex flex-col items-start gap-2">
            <Blocks blocks={slot} />
          </div>
        ))}
      </div>
    </section>
  );
}
