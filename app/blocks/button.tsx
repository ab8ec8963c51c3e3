import type { BlockOf } from "#commerce/modules/content/index.ts";
import { BlockLink, buttonStyles } from "../components/content/block-link.tsx";

/** A call to action: a link styled as a button. */
export function ButtonBlock({ block }: { block: BlockOf<"Button"> }) {
  return (
    <div className="mx-auto flex w-full max-w-7xl px-4">
      <BlockLink to={block.link} className={buttonStyles[block.variant]}>
        {block.label}
      </BlockLink>
    </div>
  );
}
