import { useEffect, useId, useMemo, useRef, useState } from "react";
import type { Block } from "#commerce/modules/content/index.ts";
import { blockFieldsOf } from "./block-fields.ts";
import { withField } from "./block-list-editor.tsx";
import { updateBlock } from "./block-tree.ts";
import { BlockTreeEditorContext, contentFieldKey, type EditorChoices } from "./editor-context.tsx";
import { FieldEditor } from "./field-editor.tsx";

/**
 * A story's blocks as a form generated from their zod schemas: the root block's fields, its nested
 * block lists (add, move, remove) and each block's fields. The tree is sent as JSON in `name`, so
 * the engine checks it exactly as the JSON import does; `fieldError` shows what it found per field.
 */
export function BlockTreeEditor({
  name,
  initial,
  choices,
  fieldError,
  onChange,
}: {
  name: string;
  initial: Block;
  choices: EditorChoices;
  fieldError: (key: string) => string | undefined;
  /** Hears every change of the tree, with the tree as it now is. */
  onChange?: (root: Block) => void;
}) {
  const [root, setRootState] = useState(initial);
  const [announcement, setAnnouncement] = useState("");
  const focusWanted = useRef<string | undefined>(undefined);
  const container = useRef<HTMLDivElement>(null);
  const pictures = useId();
  const products = useId();

  useEffect(() => {
    const uid = focusWanted.current;
    if (!uid) return;
    focusWanted.current = undefined;
    container.current?.querySelector<HTMLElement>(`[data-block-uid="${CSS.escape(uid)}"]`)?.focus();
  });

  const value = useMemo(
    () => ({
      root,
      setRoot: (next: Block) => {
        setRootState(next);
        onChange?.(next);
      },
      choices,
      listIds: { pictures, products },
      fieldError,
      announce: setAnnouncement,
      focusBlock: (uid: string) => {
        focusWanted.current = uid;
      },
    }),
    [root, choices, pictures, products, fieldError, onChange],
  );
  const rootProblem = fieldError(contentFieldKey("", ""));

  return (
    <BlockTreeEditorContext value={value}>
      <div ref={container} className="flex flex-col gap-4">
        <input type="hidden" name={name} value={JSON.stringify(root)} />
        {rootProblem ? <p className="text-sm text-sale">{rootProblem}</p> : null}
        {(blockFieldsOf(root.component) ?? []).map((spec) => (
          <FieldEditor
            key={spec.name}
            spec={spec}
            address={[]}
            blockPath=""
            fieldPath={spec.name}
            value={root[spec.name]}
            onChange={(changed) =>
              value.setRoot(updateBlock(root, [], (block) => withField(block, spec.name, changed)))
            }
          />
        ))}
        <datalist id={pictures}>
          {choices.pictureKeys.map((key) => (
            <option key={key} value={key} />
          ))}
        </datalist>
        <datalist id={products}>
          {choices.products.map((product) => (
            <option key={product.uniqueName} value={product.uniqueName}>
              {product.name}
            </option>
          ))}
        </datalist>
        <p role="status" aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </div>
    </BlockTreeEditorContext>
  );
}
