import type { BlockOf } from "#commerce/modules/content/index.ts";
import { BlockLink } from "../components/content/block-link.tsx";

const rotation = { right: "", down: "rotate-90", left: "rotate-180", up: "-rotate-90" } as const;

/** An arrow pointing the way, with its label for screen readers; a link when one is set. */
export function ArrowBlock({ block }: { block: BlockOf<"Arrow"> }) {
  const arrow = (
    <svg
      viewBox="0 0 24 24"
      className={`h-8 w-8 ${rotation[block.direction]}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M4 12h15M13 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
  return (
    <div className="mx-auto flex w-full max-w-7xl justify-center px-4 text-brand-700">
      {block.link ? (
        <BlockLink to={block.link} aria-label={block.label} className="rounded-full p-2 hover:bg-brand-50">
          {arrow}
        </BlockLink>
      ) : (
        <span role="img" aria-label={block.label} className="p-2">
          {arrow}
        </span>
      )}
    </div>
  );
}
