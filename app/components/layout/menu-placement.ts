import { createContext, useContext } from "react";

/**
 * Where the header's menu is shown: `bar`, the row of categories on wide screens, where a menu of
 * subcategories drops down over the page; or `drawer`, the menu drawer, where it unfolds in place.
 */
export type MenuPlacement = "bar" | "drawer";

export const MenuPlacementContext = createContext<MenuPlacement>("bar");

/** The placement of the menu a menu block is in (a block outside the header's menu counts as the bar). */
export function useMenuPlacement(): MenuPlacement {
  return useContext(MenuPlacementContext);
}
