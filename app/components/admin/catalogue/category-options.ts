import type { StaffCategoryChoice } from "#commerce/modules/catalogue/index.ts";
import { useAdmin } from "../use-admin.ts";

/** The categories as a select offers them: indented by depth (a filter's choice includes those under it), hidden ones marked. */
export function useCategoryOptions(categories: readonly StaffCategoryChoice[]) {
  const { t } = useAdmin();
  return categories.map((category) => ({
    value: String(category.id),
    label: `${"\u00a0\u00a0\u00a0".repeat(category.depth)}${
      category.active ? category.name : t("catalogue.hiddenCategory", { name: category.name })
    }`,
  }));
}
