import { NavLink } from "react-router";
import { menuItemClasses } from "#app/blocks/menu-link.tsx";
import { useShop } from "#app/shop/use-shop.ts";
import { StoryPart } from "../content/story-part.tsx";
import { type MenuPlacement, MenuPlacementContext } from "./menu-placement.ts";

/**
 * The shop's categories as the header offers them: the header story's menu when there is one, else
 * the top categories. A row in the bar on wide screens, a list in the menu drawer.
 */
export function CategoryMenu({ placement }: { placement: MenuPlacement }) {
  const { t, href, categories, header } = useShop();
  return (
    <nav aria-label={t("shell.mainNavigation")}>
      <ul className={placement === "bar" ? "flex flex-wrap gap-x-1" : "flex flex-col py-2"}>
        <MenuPlacementContext value={placement}>
          {header ? (
            <StoryPart story={header} wrap={(child) => <li>{child}</li>} />
          ) : (
            categories.map((category) => (
              <li key={category.id}>
                <NavLink to={href(`/category/${category.path.join("/")}`)} className={menuItemClasses[placement]}>
                  {category.name}
                </NavLink>
              </li>
            ))
          )}
        </MenuPlacementContext>
      </ul>
    </nav>
  );
}
