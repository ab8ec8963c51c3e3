import { useId, useRef } from "react";
import type { BlockOf } from "#commerce/modules/content/index.ts";
import { buttonStyles } from "../components/content/block-link.tsx";
import { Blocks } from "../components/content/block-tree.tsx";
import { useShop } from "../shop/use-shop.ts";

/**
 * A button that opens nested blocks in a modal dialog. The native modal dialog keeps focus inside
 * it (the page behind is inert) and closes on Escape; focus then returns to the button.
 */
export function PopUpBlock({ block }: { block: BlockOf<"PopUp"> }) {
  const { t } = useShop();
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  return (
    <div className="mx-auto w-full max-w-7xl px-4">
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
        className={buttonStyles.secondary}
      >
        {block.trigger_label}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onClose={() => trigger.current?.focus()}
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself, outside its box) closes it.
          if (event.target === dialog.current) dialog.current.close();
        }}
        className="m-auto w-[min(36rem,calc(100%-2rem))] rounded-2xl p-0 backdrop:bg-black/50"
      >
        <div className="flex flex-col gap-4 p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-semibold">
              {block.title}
            </h2>
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              className="rounded-full px-3 py-1 text-sm hover:bg-neutral-100"
            >
              {block.close_label ?? t("blocks.close")}
            </button>
          </div>
          <Blocks blocks={block.body} />
        </div>
      </dialog>
    </div>
  );
}
