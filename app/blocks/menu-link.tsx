import { NavLink } from "react-router";
import type { BlockOf } from "#commerce/modules/content/index.ts";
import { BlockLink } from "../components/content/block-link.tsx";
import { type MenuPlacement, useMenuPlacement } from "../components/layout/menu-placement.ts";
import { useShop } from "../shop/use-shop.ts";

/** A menu entry's look but its display: a compact row in the bar, a full-width row with a large tap target in the drawer. */
export const menuItemLooks: Record<MenuPlacement, string> = {
  bar: "whitespace-nowrap px-2 py-2 text-sm font-medium hover:text-brand-600 xl:px-3",
  drawer: "px-5 py-3 text-base font-medium hover:bg-neutral-100",
};

/** A menu link's classes: its look, as a block, in the brand's colour when it is the current page. */
export const menuItemClasses: Record<MenuPlacement, string> = {
  bar: `block ${menuItemLooks.bar} aria-[current=page]:text-brand-600`,
  drawer: `block ${menuItemLooks.drawer} aria-[current=page]:text-brand-600`,
};

/** A header menu link; marks itself as the current page. */
export function MenuLinkBlock({ block }: { block: BlockOf<"MenuLink"> }) {
  const { href } = useShop();
  const className = menuItemClasses[useMenuPlacement()];
  if (!block.link.startsWith("/")) {
    return (
      <BlockLink to={block.link} className={className}>
        {block.label}
      </BlockLink>
    );
  }
  return (
    <NavLink to={href(block.link)} end={block.link === "/"} className={className}>
      {block.label}
    </NavLink>
  );
}
