import { createContext, useCallback, useContext } from "react";
import { isBlockName } from "#commerce/modules/content/editor.browser.ts";
import type { Block } from "#commerce/modules/content/index.ts";
import type { AdminMessageKey } from "#app/i18n/admin/index.ts";
import { useAdmin } from "#app/components/admin/use-admin.ts";

/** What the pickers offer: the shop's categories, some products, the language's articles, known pictures. */
export interface EditorChoices {
  categories: { id: number; label: string }[];
  products: { uniqueName: string; name: string }[];
  articles: { uuid: string; name: string }[];
  pictureKeys: string[];
}

export interface BlockTreeEditorValue {
  root: Block;
  setRoot: (root: Block) => void;
  choices: EditorChoices;
  /** Ids of the shared datalists (picture keys, product names). */
  listIds: { pictures: string; products: string };
  /** The problem the last save found with a field, by the engine's name for it ("content.body[0].title"). */
  fieldError: (key: string) => string | undefined;
  /** Says what a button did, for screen readers (the block moved, was added...). */
  announce: (message: string) => void;
  /** Puts the focus on a block's heading after it moved. */
  focusBlock: (uid: string) => void;
}

export const BlockTreeEditorContext = createContext<BlockTreeEditorValue | null>(null);

export function useBlockTreeEditor(): BlockTreeEditorValue {
  const value = useContext(BlockTreeEditorContext);
  if (!value) throw new Error("The block editor's parts render inside BlockTreeEditor");
  return value;
}

/** A field's label in the member's language; a field the catalogue has no name for shows its own, readably. */
export function useFieldLabel(): (name: string) => string {
  const { t } = useAdmin();
  return (name) => {
    const key = `content.field.${name}`;
    const label = t(key as AdminMessageKey);
    return label === key ? name.replace(/_/g, " ") : label;
  };
}

/** A block's name in the member's language ("Product shelf" for FeaturedProducts); an unknown block's component name. */
export function useBlockLabel(): (component: string) => string {
  const { t } = useAdmin();
  return useCallback(
    (component: string) => (isBlockName(component) ? t(`content.blockName.${component}`) : component),
    [t],
  );
}

/** The engine's name for a field of the block at `blockPath`: "content.body[0].image.filename". */
export function contentFieldKey(blockPath: string, fieldPath: string): string {
  return ["content", blockPath, fieldPath].filter(Boolean).join(".");
}
