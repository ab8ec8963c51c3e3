import type { BlockOf } from "#commerce/modules/content/index.ts";
import { RichTextView } from "../components/content/rich-text-view.tsx";

/** Formatted text at reading width. */
export function RichTextBlock({ block }: { block: BlockOf<"RichText"> }) {
  return <RichTextView document={block.text} className="mx-auto w-full max-w-3xl px-4" />;
}
