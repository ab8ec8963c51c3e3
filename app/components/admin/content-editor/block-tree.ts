import type { Block } from "#commerce/modules/content/index.ts";
import { blockFieldsOf } from "./block-fields.ts";

/** Where a block sits: the block-list field and index of each step down from the root ([] is the root). */
export type BlockAddress = readonly { field: string; index: number }[];

/** The address as the engine names a block in its problems: "body[2].columns[0]" ("" for the root). */
export function blockPathOf(address: BlockAddress): string {
  return address.map((step) => `${step.field}[${step.index}]`).join(".");
}

/** A fresh uid for a new block: unique within its story, which is all the shop needs. */
export function newBlockUid(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** A new block of a component: its uid, and its block lists empty so that blocks can be added to them. */
export function newBlock(component: string): Block {
  const block: Block = { component, _uid: newBlockUid() };
  for (const field of blockFieldsOf(component) ?? []) if (field.kind === "blocks") block[field.name] = [];
  return block;
}

const isBlock = (value: unknown): value is Block =>
  typeof value === "object" && value !== null && typeof (value as Block).component === "string";

/** The block-list fields of a block, in its schema's order. */
export function blockListFields(block: Block): string[] {
  return (blockFieldsOf(block.component) ?? []).filter((field) => field.kind === "blocks").map((field) => field.name);
}

/** The blocks of one of a block's lists (anything else in it left out of the count). */
export function childrenOf(block: Block, field: string): unknown[] {
  const value = block[field];
  return Array.isArray(value) ? value : [];
}

export function blockAt(root: Block, address: BlockAddress): Block | undefined {
  let block: Block | undefined = root;
  for (const step of address) {
    const child: unknown = block ? childrenOf(block, step.field)[step.index] : undefined;
    block = isBlock(child) ? child : undefined;
  }
  return block;
}

/** The tree with the block at `address` replaced by what `change` makes of it; the rest is shared. */
export function updateBlock(root: Block, address: BlockAddress, change: (block: Block) => Block): Block {
  if (address.length === 0) return change(root);
  const [step, ...rest] = address;
  const children = [...childrenOf(root, step!.field)];
  children[step!.index] = updateBlock(children[step!.index] as Block, rest, change);
  return { ...root, [step!.field]: children };
}

/** The tree with a list of the block at `parent` changed. */
function updateList(root: Block, parent: BlockAddress, field: string, change: (list: unknown[]) => unknown[]): Block {
  return updateBlock(root, parent, (block) => ({ ...block, [field]: change([...childrenOf(block, field)]) }));
}

/** Adds a block at the end of a block list. */
export function appendBlock(root: Block, parent: BlockAddress, field: string, block: Block): Block {
  return updateList(root, parent, field, (list) => [...list, block]);
}

export function removeBlock(root: Block, address: BlockAddress): Block {
  const parent = address.slice(0, -1);
  const { field, index } = address.at(-1)!;
  return updateList(root, parent, field, (list) => list.filter((_, at) => at !== index));
}

/** Moves a block one place up (-1) or down (+1) in its list; its new address, or undefined at an end. */
export function moveBlock(
  root: Block,
  address: BlockAddress,
  delta: -1 | 1,
): { root: Block; address: BlockAddress } | undefined {
  const parent = address.slice(0, -1);
  const { field, index } = address.at(-1)!;
  const list = childrenOf(blockAt(root, parent)!, field);
  const target = index + delta;
  if (target < 0 || target >= list.length) return undefined;
  const moved = updateList(root, parent, field, (items) => {
    [items[index], items[target]] = [items[target], items[index]];
    return items;
  });
  return { root: moved, address: [...parent, { field, index: target }] };
}

/** The block above this one, when it holds blocks: the first of its lists is where "move in" puts a block. */
export function listAbove(root: Block, address: BlockAddress): string | undefined {
  const { index } = address.at(-1)!;
  if (index === 0) return undefined;
  const above = blockAt(root, [...address.slice(0, -1), { ...address.at(-1)!, index: index - 1 }]);
  return above ? blockListFields(above)[0] : undefined;
}

/** Moves a block to the end of the first list of the block above it. */
export function moveIntoBlockAbove(
  root: Block,
  address: BlockAddress,
): { root: Block; address: BlockAddress } | undefined {
  const into = listAbove(root, address);
  if (!into) return undefined;
  const block = blockAt(root, address)!;
  const aboveAddress = [...address.slice(0, -1), { ...address.at(-1)!, index: address.at(-1)!.index - 1 }];
  const length = childrenOf(blockAt(root, aboveAddress)!, into).length;
  const moved = appendBlock(removeBlock(root, address), aboveAddress, into, block);
  return { root: moved, address: [...aboveAddress, { field: into, index: length }] };
}

/** Moves a nested block out of the block holding it, to just after that block. */
export function moveOutOfParent(
  root: Block,
  address: BlockAddress,
): { root: Block; address: BlockAddress } | undefined {
  if (address.length < 2) return undefined;
  const block = blockAt(root, address)!;
  const parentAddress = address.slice(0, -1);
  const grandparent = parentAddress.slice(0, -1);
  const { field, index } = parentAddress.at(-1)!;
  const moved = updateList(removeBlock(root, address), grandparent, field, (list) => [
    ...list.slice(0, index + 1),
    block,
    ...list.slice(index + 1),
  ]);
  return { root: moved, address: [...grandparent, { field, index: index + 1 }] };
}
