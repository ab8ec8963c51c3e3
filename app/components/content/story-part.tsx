import type { ReactNode } from "react";
import type { Block } from "#commerce/modules/content/index.ts";
import { blockComponents } from "#app/blocks/registry.ts";
import type { StoryTree } from "#app/blocks/story-tree.server.ts";
import { BlockTreeProvider, Blocks } from "./block-tree.tsx";

/** The body blocks of a story that is part of every page (the header menu, the footer). */
export function StoryPart({ story, wrap }: { story: StoryTree; wrap?: (child: ReactNode, block: Block) => ReactNode }) {
  const body = story.content.component === "Page" && Array.isArray(story.content.body) ? story.content.body : [];
  return (
    <BlockTreeProvider components={blockComponents} tree={story}>
      <Blocks blocks={body} {...(wrap ? { wrap } : {})} />
    </BlockTreeProvider>
  );
}
