import type { BlockOf } from "#commerce/modules/content/index.ts";
import { Blocks } from "../components/content/block-tree.tsx";

/** A content page: its blocks top to bottom. */
export function PageBlock({ block }: { block: BlockOf<"Page"> }) {
  return (
    <div className="flex flex-col gap-12 pb-16">
      <Blocks blocks={block.body} />
    </div>
  );
}
