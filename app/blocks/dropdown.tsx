import type { BlockOf } from "#commerce/modules/content/index.ts";
import { Blocks } from "../components/content/block-tree.tsx";
import { Disclosure } from "../components/ui/disclosure.tsx";

/** A button that shows or hides nested blocks (questions and answers, size guides...). */
export function DropdownBlock({ block }: { block: BlockOf<"Dropdown"> }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4">
      <Disclosure
        label={block.label}
        className="rounded-lg border border-neutral-200"
        buttonClassName="w-full justify-between px-4 py-3 text-left font-semibold"
        panelClassName="flex flex-col gap-4 border-t border-neutral-200 px-4 py-4"
      >
        <Blocks blocks={block.items} />
      </Disclosure>
    </div>
  );
}
