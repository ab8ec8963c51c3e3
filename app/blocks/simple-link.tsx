import type { BlockOf } from "#commerce/modules/content/index.ts";
import { BlockLink } from "../components/content/block-link.tsx";

/** A plain text link, as in the footer. */
export function SimpleLinkBlock({ block }: { block: BlockOf<"SimpleLink"> }) {
  return (
    <BlockLink to={block.link} className="text-sm hover:underline">
      {block.label}
    </BlockLink>
  );
}
