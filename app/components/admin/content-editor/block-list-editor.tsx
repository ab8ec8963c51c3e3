import { useId, useMemo, useState } from "react";
import type { Block } from "#commerce/modules/content/index.ts";
import { buttonClass } from "#app/components/admin/buttons.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import { blockFieldsOf, blockNames } from "./block-fields.ts";
import {
  appendBlock,
  blockAt,
  blockPathOf,
  childrenOf,
  listAbove,
  moveBlock,
  moveIntoBlockAbove,
  moveOutOfParent,
  newBlock,
  removeBlock,
  updateBlock,
  type BlockAddress,
} from "./block-tree.ts";
import { contentFieldKey, useBlockLabel, useBlockTreeEditor } from "./editor-context.tsx";
import { FieldEditor } from "./field-editor.tsx";

/** One list of nested blocks (a page's body, a column's blocks): its blocks in order and a way to add one. */
export function BlockListEditor({ parent, field, label }: { parent: BlockAddress; field: string; label: string }) {
  const { t, locale } = useAdmin();
  const { root, setRoot, announce, focusBlock } = useBlockTreeEditor();
  const blockLabel = useBlockLabel();
  // In the order of their names as the member reads them, not of their component names.
  const choices = useMemo(() => {
    const collator = new Intl.Collator(locale);
    return blockNames
      .map((name) => ({ name, label: blockLabel(name) }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [locale, blockLabel]);
  const [adding, setAdding] = useState("Teaser");
  const selectId = useId();
  const headingId = useId();
  const parentBlock = blockAt(root, parent);
  const children = parentBlock ? childrenOf(parentBlock, field) : [];
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded border border-dashed border-neutral-300 p-3"
    >
      <h3 id={headingId} className="text-sm font-semibold">
        {label}
      </h3>
      {children.length === 0 ? <p className="text-sm text-neutral-600">{t("content.block.none")}</p> : null}
      <ol className="flex flex-col gap-3">
        {children.map((child, index) => (
          <li key={(child as Block)._uid ?? index}>
            <BlockEditor address={[...parent, { field, index }]} />
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={selectId} className="text-sm font-medium">
            {t("content.block.addTo", { field: label })}
          </label>
          <select
            id={selectId}
            className="rounded border border-neutral-300 bg-white px-3 py-2 text-sm"
            value={adding}
            onChange={(event) => setAdding(event.target.value)}
          >
            {choices.map((choice) => (
              <option key={choice.name} value={choice.name}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className={buttonClass("secondary", "sm")}
          onClick={() => {
            const block = newBlock(adding);
            setRoot(appendBlock(root, parent, field, block));
            announce(t("content.block.added", { component: blockLabel(adding) }));
            focusBlock(block._uid);
          }}
        >
          {t("content.list.addItem", { field: label })}
        </button>
      </div>
    </section>
  );
}

/** One block: its fields from its schema, and buttons that move or remove it. */
function BlockEditor({ address }: { address: BlockAddress }) {
  const { t } = useAdmin();
  const blockLabel = useBlockLabel();
  const { root, setRoot, announce, focusBlock, fieldError } = useBlockTreeEditor();
  const block = blockAt(root, address);
  const blockPath = blockPathOf(address);
  if (!block) return null;
  const parent = address.length > 1 ? blockAt(root, address.slice(0, -1)) : undefined;
  const fields = blockFieldsOf(block.component);
  const problem = fieldError(contentFieldKey(blockPath, ""));
  const moved = (result: { root: Block } | undefined) => {
    if (!result) return;
    setRoot(result.root);
    announce(t("content.block.moved", { component: blockLabel(block.component) }));
    focusBlock(block._uid);
  };
  const { index } = address.at(-1)!;
  const siblings = childrenOf(blockAt(root, address.slice(0, -1))!, address.at(-1)!.field).length;
  const actions = [
    { label: t("content.block.moveUp"), disabled: index === 0, run: () => moved(moveBlock(root, address, -1)) },
    {
      label: t("content.block.moveDown"),
      disabled: index === siblings - 1,
      run: () => moved(moveBlock(root, address, 1)),
    },
    {
      label: t("content.block.moveIn"),
      disabled: !listAbove(root, address),
      run: () => moved(moveIntoBlockAbove(root, address)),
    },
    {
      label: t("content.block.moveOut", { parent: parent ? blockLabel(parent.component) : "" }),
      disabled: !parent,
      run: () => moved(moveOutOfParent(root, address)),
    },
  ];
  return (
    <article className="flex flex-col gap-3 rounded-lg border border-neutral-300 bg-white p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 tabIndex={-1} data-block-uid={block._uid} className="font-semibold focus:outline-2 focus:outline-brand-600">
          {t("content.block.blockLabel", { component: blockLabel(block.component) })}
        </h4>
        <div className="flex flex-wrap gap-1">
          {actions
            .filter((action) => !action.disabled)
            .map((action) => (
              <button key={action.label} type="button" className={buttonClass("secondary", "sm")} onClick={action.run}>
                {action.label}
              </button>
            ))}
          <button
            type="button"
            className={buttonClass("danger", "sm")}
            onClick={() => {
              setRoot(removeBlock(root, address));
              announce(t("content.block.removed", { component: blockLabel(block.component) }));
            }}
          >
            {t("content.block.remove")}
          </button>
        </div>
      </div>
      {problem ? <p className="text-sm text-sale">{problem}</p> : null}
      {fields?.map((spec) => (
        <FieldEditor
          key={spec.name}
          spec={spec}
          address={address}
          blockPath={blockPath}
          fieldPath={spec.name}
          value={block[spec.name]}
          onChange={(value) => setRoot(updateBlock(root, address, (current) => withField(current, spec.name, value)))}
        />
      ))}
    </article>
  );
}

/** The block with a field set, or taken out when undefined. */
export function withField(block: Block, field: string, value: unknown): Block {
  const next = { ...block, [field]: value };
  if (value === undefined) delete next[field];
  return next;
}
