import { CheckboxField, SelectField } from "#app/components/admin/form-fields.tsx";
import { Panel } from "#app/components/admin/form-notice.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { StaffProductEditorChoices } from "#commerce/flows/staff-product-editor.ts";
import type { ProductFormValues } from "./product-form-values.ts";

type FieldError = (field: string) => string | undefined;

const optionsOf = (choices: readonly { id: number; name: string }[]) =>
  choices.map((choice) => ({ value: String(choice.id), label: choice.name }));

/** A group of checkboxes under one legend, with the group's error. */
function CheckboxGroup({
  legend,
  name,
  choices,
  checked,
  error,
}: {
  legend: string;
  name: string;
  choices: readonly { id: number; name: string }[];
  checked: readonly string[];
  error: string | undefined;
}) {
  return (
    <fieldset className="flex flex-col gap-2" aria-invalid={error ? true : undefined}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {choices.map((choice) => (
          <CheckboxField
            key={choice.id}
            label={choice.name}
            name={name}
            value={String(choice.id)}
            defaultChecked={checked.includes(String(choice.id))}
          />
        ))}
      </div>
      {error ? <p className="text-sm text-sale">{error}</p> : null}
    </fieldset>
  );
}

/**
 * What the product is filed under (brand, category, product type), its product-level attributes
 * (several values where the attribute takes several, else one or none) and its flags.
 */
export function ProductFilingFields({
  values,
  choices,
  fieldError,
}: {
  values: ProductFormValues;
  choices: StaffProductEditorChoices;
  fieldError: FieldError;
}) {
  const { t } = useAdmin();
  const none = { value: "", label: t("productEditor.none") };
  return (
    <>
      <Panel title={t("productEditor.filing")}>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
          <SelectField
            label={t("productEditor.brand")}
            name="manufacturerId"
            defaultValue={values.manufacturerId}
            options={[none, ...optionsOf(choices.brands)]}
            error={fieldError("manufacturerId")}
          />
          <SelectField
            label={t("productEditor.category")}
            name="categoryId"
            defaultValue={values.categoryId}
            options={optionsOf(choices.categories)}
            required
            error={fieldError("categoryId")}
          />
          <SelectField
            label={t("productEditor.productType")}
            name="productTypeId"
            defaultValue={values.productTypeId}
            options={[none, ...optionsOf(choices.productTypes)]}
            error={fieldError("productTypeId")}
          />
        </div>
      </Panel>
      <Panel title={t("productEditor.attributes")} description={t("productEditor.attributesHint")}>
        {fieldError("valueIds") ? <p className="text-sm text-sale">{fieldError("valueIds")}</p> : null}
        {choices.parametrics.map((parametric) =>
          parametric.type === "multi" ? (
            <CheckboxGroup
              key={parametric.id}
              legend={parametric.name}
              name="valueIds"
              choices={parametric.values}
              checked={values.valueIds}
              error={undefined}
            />
          ) : (
            <SelectField
              key={parametric.id}
              label={parametric.name}
              name="valueIds"
              defaultValue={
                parametric.values.find((value) => values.valueIds.includes(String(value.id)))?.id.toString() ?? ""
              }
              options={[none, ...optionsOf(parametric.values)]}
            />
          ),
        )}
        <CheckboxGroup
          legend={t("productEditor.flags")}
          name="flagIds"
          choices={choices.flags}
          checked={values.flagIds}
          error={fieldError("flagIds")}
        />
      </Panel>
    </>
  );
}
