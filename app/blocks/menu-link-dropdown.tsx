import type { BlockOf } from "#commerce/modules/content/index.ts";
import { BlockLink } from "../components/content/block-link.tsx";
import { Blocks } from "../components/content/block-tree.tsx";
import { Disclosure } from "../components/ui/disclosure.tsx";
import { useShop } from "../shop/use-shop.ts";
import { menuItemClass } from "./menu-link.tsx";

/** A header menu entry that opens a list of links (a disclosure menu, not an ARIA menu). */
export function MenuLinkDropdownBlock({ block }: { block: BlockOf<"MenuLinkDropdown"> }) {
  const { t } = useShop();
  return (
    <Disclosure
      label={block.label}
      buttonClassName={menuItemClass}
      panelClassName="absolute left-0 z-20 mt-1 min-w-56 rounded-lg border border-neutral-200 bg-white py-2 shadow-lg"
    >
      <ul>
        <Blocks blocks={block.links} wrap={(child) => <li>{child}</li>} />
        {block.link ? (
          <li className="border-t border-neutral-100">
            <BlockLink to={block.link} className={menuItemClass}>
              {t("blocks.allIn", { category: block.label })}
            </BlockLink>
          </li>
        ) : null}
      </ul>
    </Disclosure>
  );
}
