import { NavLink } from "react-router";
import type { BlockOf } from "#commerce/modules/content/index.ts";
import { BlockLink } from "../components/content/block-link.tsx";
import { useShop } from "../shop/use-shop.ts";

export const menuItemClass =
  "block whitespace-nowrap px-3 py-2 text-sm font-medium hover:text-brand-600 aria-[current=page]:text-brand-600";

/** A header menu link; marks itself as the current page. */
export function MenuLinkBlock({ block }: { block: BlockOf<"MenuLink"> }) {
  const { href } = useShop();
  if (!block.link.startsWith("/")) {
    return (
      <BlockLink to={block.link} className={menuItemClass}>
        {block.label}
      </BlockLink>
    );
  }
  return (
    <NavLink to={href(block.link)} end={block.link === "/"} className={menuItemClass}>
      {block.label}
    </NavLink>
  );
}
