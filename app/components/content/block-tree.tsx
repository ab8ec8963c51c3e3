import { type Context, createContext, Fragment, use, useContext, type ReactNode } from "react";
import { preloadModule } from "react-dom";
import type { Block } from "#commerce/modules/content/index.ts";
import type { StoryTree } from "#app/blocks/story-tree.server.ts";
import { useCspNonce } from "#app/http/csp-nonce.ts";

/** A block component: it receives its validated block. */
export type BlockComponent<B = never> = (props: { block: B }) => ReactNode;

/**
 * A block's component, fetched when a tree first needs it: in the browser each block is a chunk of
 * its own, loaded only by a page that shows the block (issue 18).
 */
export interface LazyBlock<B = never> {
  /** Fetches the component (once; again after a failure). */
  load(): Promise<BlockComponent<B>>;
  /** The component once fetched. */
  readonly loaded: BlockComponent<B> | undefined;
}

/** A block component behind `fetch`, typically `() => import("./hero.tsx").then((module) => module.HeroBlock)`. */
export function lazyBlock<B>(fetch: () => Promise<BlockComponent<B>>): LazyBlock<B> {
  let loading: Promise<BlockComponent<B>> | undefined;
  const block: { -readonly [Key in keyof LazyBlock<B>]: LazyBlock<B>[Key] } = {
    loaded: undefined,
    load: () =>
      (loading ??= fetch().then(
        (component) => (block.loaded = component),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
  };
  return block;
}

type Components = Readonly<Record<string, LazyBlock>>;

/**
 * Suspends until every named block's component is loaded. Rendering waits, showing what it showed:
 * the server's page while it hydrates, the previous page during a navigation (a transition).
 */
function useLoadedBlocks(components: Components, names: Iterable<string>) {
  const pending = [...names].flatMap((name) => {
    const block = components[name];
    return block && !block.loaded ? [block.load()] : [];
  });
  for (const loading of pending) use(loading);
}

const blockTreeContextKey = Symbol.for("butik.blockTreeContext");

interface BlockTreeValue {
  components: Components;
  data: Readonly<Record<string, unknown>>;
  story: Pick<StoryTree, "fullSlug" | "publishedAt">;
}

/**
 * One context for every copy of this module. Vite's dev server evaluates it anew after a hot update
 * while block components loaded before still hold the copy they imported; with a context each, their
 * Blocks found no provider and the page failed. A production build has one copy.
 */
const BlockTreeContext = ((globalThis as { [blockTreeContextKey]?: Context<BlockTreeValue | null> })[
  blockTreeContextKey
] ??= createContext<BlockTreeValue | null>(null));

function useBlockTree(): BlockTreeValue {
  const value = useContext(BlockTreeContext);
  if (!value) throw new Error("Blocks render inside a BlockTreeProvider");
  return value;
}

/**
 * Makes a story's block components and data available to every block below. The server's page
 * preloads their chunks (modulepreload links in its head), and the provider loads the component of
 * every kind of block in the tree (the server names them), nested and hidden ones too, before it
 * renders, so that no block suspends later, when a menu opens or a slide turns.
 */
export function BlockTreeProvider({
  components,
  tree,
  children,
}: {
  components: Components;
  tree: Pick<StoryTree, "fullSlug" | "publishedAt" | "data" | "blockNames" | "blockScripts">;
  children: ReactNode;
}) {
  const nonce = useCspNonce();
  for (const href of tree.blockScripts) preloadModule(href, { as: "script", ...(nonce ? { nonce } : {}) });
  useLoadedBlocks(components, tree.blockNames);
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
  // The provider has loaded the tree's blocks; this only waits for one it was not told of.
  useLoadedBlocks(
    components,
    (blocks as Block[]).map((block) => block.component),
  );
  return (blocks as Block[]).map((block) => {
    const Component = components[block.component]?.loaded as ((props: { block: Block }) => ReactNode) | undefined;
    if (!Component) return null;
    const child = (
      <div key={block._uid} data-block={block.component} className="contents">
        <Component block={block} />
      </div>
    );
    return wrap ? <Fragment key={block._uid}>{wrap(child, block)}</Fragment> : child;
  });
}
