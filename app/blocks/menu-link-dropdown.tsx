import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from "react";
import { useLocation } from "react-router";
import type { BlockOf } from "#commerce/modules/content/index.ts";
import { BlockLink } from "../components/content/block-link.tsx";
import { Blocks } from "../components/content/block-tree.tsx";
import { useMenuPlacement } from "../components/layout/menu-placement.ts";
import { useShop } from "../shop/use-shop.ts";
import { menuItemClasses, menuItemLooks } from "./menu-link.tsx";
import { LineIcon } from "../components/ui/line-icon.tsx";

const panelClasses = {
  bar: "absolute left-0 z-20 mt-1 min-w-56 rounded-lg border border-neutral-200 bg-white py-2 shadow-lg",
  drawer: "pb-2 pl-4",
};

/**
 * A header menu entry that opens a list of links: a disclosure (`<details>`, so it opens without
 * JavaScript too), not an ARIA menu. The header stays while pages change under it, so the list is
 * open only on the page it was opened on: choosing a link closes it, as does any other way of
 * leaving the page. In the bar it drops down over the page and closes, as a pop-up does, on Escape
 * (the focus returns to its summary), on a click elsewhere and when the focus leaves it; in the
 * drawer it unfolds in place and stays open until closed.
 */
export function MenuLinkDropdownBlock({ block }: { block: BlockOf<"MenuLinkDropdown"> }) {
  const { t } = useShop();
  const placement = useMenuPlacement();
  const { key: page } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === page;
  const details = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const popUp = placement === "bar";

  const close = () => {
    // A focused link hidden with its list would drop the focus to the page's start.
    if (details.current?.querySelector("[data-menu-panel]")?.contains(document.activeElement)) summary.current?.focus();
    // Closed on the element too: React may not know yet that it opened (see onKeyDown).
    if (details.current) details.current.open = false;
    setOpenOn(null);
  };

  useEffect(() => {
    if (!open || !popUp) return;
    const closeOutside = (event: PointerEvent) => {
      if (!details.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [open, popUp]);

  const onKeyDown = (event: KeyboardEvent) => {
    // The element's own state, not React's: the toggle event that tells React it opened comes a
    // task later, and an Escape pressed before it would otherwise leave the list open.
    if (event.key !== "Escape" || !popUp || !details.current?.open) return;
    event.preventDefault();
    close();
  };
  const onBlur = (event: FocusEvent<HTMLDetailsElement>) => {
    if (popUp && !event.currentTarget.contains(event.relatedTarget)) setOpenOn(null);
  };
  const onPanelClick = (event: MouseEvent) => {
    if ((event.target as Element).closest("a")) close();
  };

  return (
    <details
      ref={details}
      open={open}
      onToggle={(event) => setOpenOn(event.currentTarget.open ? page : null)}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      className="group relative"
    >
      <summary
        ref={summary}
        className={`${menuItemLooks[placement]} flex cursor-pointer list-none items-center justify-between gap-1 [&::-webkit-details-marker]:hidden`}
      >
        {block.label}
        <LineIcon
          name="chevronDown"
          className="h-4 w-4 shrink-0 transition group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <div data-menu-panel className={panelClasses[placement]} onClick={onPanelClick}>
        <ul>
          <Blocks blocks={block.links} wrap={(child) => <li>{child}</li>} />
          {block.link ? (
            <li className="border-t border-neutral-100">
              <BlockLink to={block.link} className={menuItemClasses[placement]}>
                {t("blocks.allIn", { category: block.label })}
              </BlockLink>
            </li>
          ) : null}
        </ul>
      </div>
    </details>
  );
}
