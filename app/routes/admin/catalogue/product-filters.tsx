import { FilterForm } from "#app/components/admin/filter-form.tsx";
import { InputField, SelectField } from "#app/components/admin/form-fields.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import { productPublishStates, productStockStates, staffProductSorts } from "#commerce/modules/catalogue/browser.ts";
import type { ProductFilterOptions } from "./product-filter-options.server.ts";
import type { ProductListView } from "./product-list-params.server.ts";

/**
 * The product list's search, filters and sort as one GET form: the choice is the URL, so a
 * filtered view can be bookmarked and Back returns to it. Applying starts again at the first page.
 */
export function ProductFilters({ options, view }: { options: ProductFilterOptions; view: ProductListView }) {
  const { t } = useAdmin();
  const any = { value: "", label: t("shell.any") };
  return (
    <FilterForm label={t("catalogue.filter.label")}>
      {/* Its own grid: two columns even on a phone, so the results are not a whole screen away. */}
      <div className="col-span-full grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-6">
        <div className="col-span-2">
          <InputField
            label={t("catalogue.filter.search")}
            hint={t("catalogue.filter.searchHint")}
            type="search"
            name="q"
            defaultValue={view.q}
            maxLength={200}
          />
        </div>
        <div className="col-span-2">
          <SelectField
            label={t("catalogue.filter.category")}
            name="category"
            defaultValue={view.category}
            options={[
              any,
              // Indented by depth: the choice includes the categories under it.
              ...options.categories.map((category) => ({
                value: String(category.id),
                label: `${"\u00a0\u00a0\u00a0".repeat(category.depth)}${category.name}`,
              })),
            ]}
          />
        </div>
        <SelectField
          label={t("catalogue.filter.brand")}
          name="brand"
          defaultValue={view.brand}
          options={[any, ...options.brands.map((brand) => ({ value: String(brand.id), label: brand.name }))]}
        />
        <SelectField
          label={t("catalogue.filter.flag")}
          name="flag"
          defaultValue={view.flag}
          options={[any, ...options.flags.map((flag) => ({ value: String(flag.id), label: flag.name }))]}
        />
        <SelectField
          label={t("catalogue.filter.stock")}
          hint={t("catalogue.filter.stockHint")}
          name="stock"
          defaultValue={view.stock}
          options={[
            any,
            ...productStockStates.map((state) => ({ value: state, label: t(`catalogue.stock.${state}`) })),
          ]}
        />
        <SelectField
          label={t("catalogue.filter.published")}
          name="published"
          defaultValue={view.published}
          options={[
            any,
            ...productPublishStates.map((state) => ({ value: state, label: t(`catalogue.published.${state}`) })),
          ]}
        />
        <SelectField
          label={t("catalogue.filter.sort")}
          name="sort"
          defaultValue={view.sort || staffProductSorts[0]}
          options={staffProductSorts.map((sort) => ({ value: sort, label: t(`catalogue.sort.${sort}`) }))}
        />
      </div>
    </FilterForm>
  );
}
