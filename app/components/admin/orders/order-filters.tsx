import { FilterForm, FilterSearchField } from "#app/components/admin/filter-form.tsx";
import { CheckboxField, InputField, SelectField } from "#app/components/admin/form-fields.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { OrderStatus } from "#commerce/modules/orders/index.ts";
import type { PaymentState } from "#commerce/modules/payments/index.ts";
import { orderSortOptions } from "./order-sort.ts";

/** What the filters offer (from the loader) and what the URL has chosen. */
export interface OrderFiltersProps {
  options: {
    statuses: readonly OrderStatus[];
    paymentStates: readonly PaymentState[];
    deliveries: readonly { code: string; name: string }[];
    stores: readonly { id: number; name: string; city: string }[];
  };
  view: {
    statuses: readonly string[];
    payment: string;
    delivery: string;
    store: string;
    from: string;
    to: string;
    q: string;
    sort: string;
  };
}

/**
 * The order list's filters, search and sort as one GET form: the choice is the URL, so a filtered
 * view can be bookmarked and Back returns to it. Applying starts again at the first page.
 */
export function OrderFilters({ options, view }: OrderFiltersProps) {
  const { t } = useAdmin();
  const any = { value: "", label: t("shell.any") };
  return (
    <FilterForm label={t("orders.filter.label")} layout="compact">
      <FilterSearchField label={t("orders.filter.search")} hint={t("orders.filter.searchHint")} defaultValue={view.q} />
      <SelectField
        label={t("orders.filter.payment")}
        name="payment"
        defaultValue={view.payment}
        options={[
          any,
          ...options.paymentStates.map((state) => ({ value: state, label: t(`orders.paymentState.${state}`) })),
        ]}
      />
      <SelectField
        label={t("orders.filter.delivery")}
        name="delivery"
        defaultValue={view.delivery}
        options={[any, ...options.deliveries.map((method) => ({ value: method.code, label: method.name }))]}
      />
      <SelectField
        label={t("orders.filter.store")}
        name="store"
        defaultValue={view.store}
        options={[
          any,
          ...options.stores.map((store) => ({ value: String(store.id), label: `${store.name}, ${store.city}` })),
        ]}
      />
      <SelectField
        label={t("orders.filter.sort")}
        name="sort"
        defaultValue={view.sort}
        options={orderSortOptions.map((sort) => ({ value: sort, label: t(`orders.sort.${sort}`) }))}
      />
      <InputField
        label={t("orders.filter.from")}
        hint={t("orders.filter.datesHint")}
        type="date"
        name="from"
        defaultValue={view.from}
      />
      <InputField
        label={t("orders.filter.to")}
        hint={t("orders.filter.datesHint")}
        type="date"
        name="to"
        defaultValue={view.to}
      />
      <fieldset className="col-span-full flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t("orders.filter.status")}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {options.statuses.map((status) => (
            <CheckboxField
              key={status}
              label={t(`orders.status.${status}`)}
              name="status"
              value={status}
              defaultChecked={view.statuses.includes(status)}
            />
          ))}
        </div>
      </fieldset>
    </FilterForm>
  );
}
