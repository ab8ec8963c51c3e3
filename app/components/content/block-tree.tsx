import { createContext, Fragment, useContext, type ReactNode } from "react";
import type { Block } from "#commerce/modules/content/index.ts";
import type { StoryTree } from "#app/blocks/story-tree.server.ts";

/** A block component: it receives its validated block. */
export type BlockComponent = (props: { block: never }) => ReactNode;

interface BlockTreeValue {
  components: Readonly<Record<string, BlockComponent>>;
  data: Readonly<Record<string, unknown>>;
  story: Pick<StoryTree, "fullSlug" | "publishedAt">;
}

const BlockTreeContext = createContext<BlockTreeValue | null>(null);

function useBlockTree(): BlockTreeValue {
  const value = useContext(BlockTreeContext);
  if (!value) throw new Error("Blocks render inside a BlockTreeProvider");
  return value;
}

/** Makes a story's block components and data available to every block below. */
export function BlockTreeProvider({
  components,
  tree,
  children,
}: {
  components: Readonly<Record<string, BlockComponent>>;
  tree: Pick<StoryTree, "fullSlug" | "publishedAt" | "data">;
  children: ReactNode;
}) {
  return <BlockTreeContext value={{ components, data: tree.data, story: tree }}>{children}</BlockTreeContext>;
}

/** The shop data the server read for one block (see block-data.server.ts). */
export function useBlockData<T>(block: Block): T | undefined {
  return useBlockTree().data[block._uid] as T | undefined;
}

/** The story being shown: its slug and publication time. */
export function useStory() {
  return useBlockTree().story;
}

/**
 * Renders blocks in order. The server has already left out unknown and invalid blocks; one that
 * still has no component renders nothing.
 */
export function Blocks({
  blocks,
  wrap,
}: {
  blocks: readonly unknown[];
  wrap?: (child: ReactNode, block: Block) => ReactNode;
}) {
  const { components } = useBlockTree();
  return (blocks as Block[]).map((block) => {
    const Component = components[block.component] as ((props: { block: Block }) => ReactNode) | undefined;
    if (!Component) return null;
    const child = (
      <div key={block._uid} data-block={block.component} className="contents">
        <Component block={block} />
      </div>
    );
    return wrap ? <Fragment key={block._uid}>{wrap(child, block)}</Fragment> : child;
  });
}
