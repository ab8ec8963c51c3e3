import type { Block, Story } from "./story.ts";

/** SPEC §9: related stories are fetched 50 at a time. */
export const relationChunkSize = 50;

function isBlock(value: unknown): value is Block {
  return typeof value === "object" && value !== null && typeof (value as Block).component === "string";
}

/** Visits every block in a tree of blocks, nested fields and lists included. */
export function visitBlocks(block: Block, visit: (block: Block) => void): void {
  visit(block);
  for (const value of Object.values(block)) {
    if (isBlock(value)) visitBlocks(value, visit);
    else if (Array.isArray(value)) for (const item of value) if (isBlock(item)) visitBlocks(item, visit);
  }
}

/**
 * Replaces story uuids in the fields named by `relations` ("component.field") with the stories
 * themselves, fetching them in chunks of 50. A uuid that finds no story is dropped.
 */
export async function resolveRelations(
  content: Block,
  relations: readonly string[],
  fetchStories: (uuids: string[]) => Promise<Story[]>,
): Promise<Block> {
  if (relations.length === 0) return content;
  const resolved = structuredClone(content);
  const wanted = new Set(relations);
  const holders: { block: Block; field: string }[] = [];
  const uuids = new Set<string>();
  visitBlocks(resolved, (block) => {
    for (const field of Object.keys(block)) {
      if (!wanted.has(`${block.component}.${field}`)) continue;
      holders.push({ block, field });
      const value = block[field];
      for (const uuid of Array.isArray(value) ? value : [value]) if (typeof uuid === "string") uuids.add(uuid);
    }
  });
  const all = [...uuids];
  const stories = new Map<string, Story>();
  for (let start = 0; start < all.length; start += relationChunkSize) {
    for (const story of await fetchStories(all.slice(start, start + relationChunkSize))) stories.set(story.uuid, story);
  }
  for (const { block, field } of holders) {
    const value = block[field];
    block[field] = Array.isArray(value)
      ? value.flatMap((uuid) => (typeof uuid === "string" && stories.has(uuid) ? [stories.get(uuid)] : []))
      : typeof value === "string"
        ? (stories.get(value) ?? null)
        : value;
  }
  return resolved;
}
