import { CheckboxField, InputField, SelectField } from "#app/components/admin/form-fields.tsx";
import { Panel } from "#app/components/admin/form-notice.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import { swedishVatRates } from "#commerce/modules/catalogue/browser.ts";
import type { StaffProductEditorChoices } from "#commerce/flows/staff-product-editor.ts";
import type { ProductFormValues } from "./product-form-values.ts";

type FieldError = (field: string) => string | undefined;

const noSale = { price: "", startsAt: "", endsAt: "" };

/** One price list's regular price and its sale: a sale price with an optional start and end, in the shop's time. */
function ListPriceFields({
  list,
  values,
  fieldError,
}: {
  list: StaffProductEditorChoices["priceLists"][number];
  values: ProductFormValues;
  fieldError: FieldError;
}) {
  const { t } = useAdmin();
  const { currencyCode: currency } = list;
  const sale: ProductFormValues["sales"][string] = values.sales[String(list.id)] ?? noSale;
  const saleField = (name: keyof typeof noSale) => `sales.${list.id}.${name}`;
  return (
    <fieldset className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-4">
      <legend className="mb-2 text-sm font-semibold">{t("productSales.currency", { currency })}</legend>
      {sale.state ? (
        <p className="text-sm text-neutral-700 md:col-span-2 xl:col-span-4">
          {t(sale.state === "running" ? "productSales.running" : "productSales.scheduled")}
        </p>
      ) : null}
      <InputField
        label={t("productEditor.price", { currency })}
        name={`prices.${list.id}`}
        defaultValue={values.prices[String(list.id)] ?? ""}
        inputMode="decimal"
        autoComplete="off"
        hint={t("productEditor.priceHint", { currency })}
        error={fieldError(`prices.${list.id}`)}
      />
      <InputField
        label={t("productSales.salePrice", { currency })}
        name={saleField("price")}
        defaultValue={sale.price}
        inputMode="decimal"
        autoComplete="off"
        hint={t("productSales.salePriceHint")}
        error={fieldError(saleField("price"))}
      />
      <InputField
        label={t("productSales.startsAt")}
        name={saleField("startsAt")}
        type="datetime-local"
        defaultValue={sale.startsAt}
        hint={t("productSales.startsAtHint")}
        error={fieldError(saleField("startsAt"))}
      />
      <InputField
        label={t("productSales.endsAt")}
        name={saleField("endsAt")}
        type="datetime-local"
        defaultValue={sale.endsAt}
        hint={t("productSales.endsAtHint")}
        error={fieldError(saleField("endsAt"))}
      />
    </fieldset>
  );
}

/** The product's VAT rate (the Swedish ones), its price and sale in each price list, and whether the shop shows it. */
export function ProductSaleFields({
  values,
  priceLists,
  archived,
  fieldError,
}: {
  values: ProductFormValues;
  priceLists: StaffProductEditorChoices["priceLists"];
  archived: boolean;
  fieldError: FieldError;
}) {
  const { t } = useAdmin();
  return (
    <Panel title={t("productEditor.sale")}>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        <SelectField
          label={t("productEditor.vatRate")}
          name="vatRate"
          defaultValue={values.vatRate}
          options={swedishVatRates.map((rate) => ({ value: String(rate), label: t(`productEditor.vat.${rate}`) }))}
          error={fieldError("vatRate")}
        />
      </div>
      {priceLists.map((list) => (
        <ListPriceFields key={list.id} list={list} values={values} fieldError={fieldError} />
      ))}
      <div className="flex flex-col gap-1">
        <CheckboxField
          label={t("productEditor.published")}
          name="published"
          value="on"
          defaultChecked={values.published}
          disabled={archived}
          error={fieldError("published")}
        />
        <p className="text-xs text-neutral-600">{t("productEditor.publishedHint")}</p>
      </div>
    </Panel>
  );
}
