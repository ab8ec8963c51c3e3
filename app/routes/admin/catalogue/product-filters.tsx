import { FilterForm, FilterSearchField } from "#app/components/admin/filter-form.tsx";
import { SelectField } from "#app/components/admin/form-fields.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import {
  productArchiveChoices,
  productPublishStates,
  productStockStates,
  staffProductSorts,
} from "#commerce/modules/catalogue/browser.ts";
import type { StaffProductFilterOptions } from "#commerce/modules/catalogue/index.ts";
import { useCategoryOptions } from "#app/components/admin/catalogue/category-options.ts";
import type { ProductListView } from "./product-list-params.server.ts";

/**
 * The product list's search, filters and sort as one GET form: the choice is the URL, so a
 * filtered view can be bookmarked and Back returns to it. Applying starts again at the first page.
 */
export function ProductFilters({ options, view }: { options: StaffProductFilterOptions; view: ProductListView }) {
  const { t } = useAdmin();
  const categoryOptions = useCategoryOptions(options.categories);
  const any = { value: "", label: t("shell.any") };
  const byId = (item: { id: number; name: string }) => ({ value: String(item.id), label: item.name });
  const choices: {
    name: keyof ProductListView;
    label: string;
    hint?: string;
    options: { value: string; label: string }[];
  }[] = [
    { name: "brand", label: t("catalogue.filter.brand"), options: options.brands.map(byId) },
    { name: "flag", label: t("catalogue.filter.flag"), options: options.flags.map(byId) },
    {
      name: "stock",
      label: t("catalogue.filter.stock"),
      hint: t("catalogue.filter.stockHint"),
      options: productStockStates.map((state) => ({ value: state, label: t(`catalogue.stock.${state}`) })),
    },
    {
      name: "published",
      label: t("catalogue.filter.published"),
      options: productPublishStates.map((state) => ({ value: state, label: t(`catalogue.published.${state}`) })),
    },
  ];
  return (
    <FilterForm label={t("catalogue.filter.label")} layout="compact">
      <FilterSearchField
        label={t("catalogue.filter.search")}
        hint={t("catalogue.filter.searchHint")}
        defaultValue={view.q}
      />
      <div className="col-span-2">
        <SelectField
          label={t("catalogue.filter.category")}
          name="category"
          defaultValue={view.category}
          options={[any, ...categoryOptions]}
        />
      </div>
      {choices.map((choice) => (
        <SelectField
          key={choice.name}
          label={choice.label}
          hint={choice.hint}
          name={choice.name}
          defaultValue={view[choice.name]}
          options={[any, ...choice.options]}
        />
      ))}
      <SelectField
        label={t("catalogue.filter.archived")}
        name="archived"
        defaultValue={view.archived}
        options={[
          // Left out unless asked for, so the empty choice hides them.
          { value: "", label: t("catalogue.archived.hidden") },
          ...productArchiveChoices.map((choice) => ({ value: choice, label: t(`catalogue.archived.${choice}`) })),
        ]}
      />
      <SelectField
        label={t("catalogue.filter.sort")}
        name="sort"
        defaultValue={view.sort || staffProductSorts[0]}
        options={staffProductSorts.map((sort) => ({ value: sort, label: t(`catalogue.sort.${sort}`) }))}
      />
    </FilterForm>
  );
}
