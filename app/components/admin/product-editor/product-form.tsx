import { Form } from "react-router";
import { SubmitButton } from "#app/components/admin/buttons.tsx";
import { useFormOutcome, type AdminFormOutcome } from "#app/components/admin/form-outcome.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { StaffProductEditorChoices } from "#commerce/flows/staff-product-editor.ts";
import { ProductFilingFields } from "./product-filing-fields.tsx";
import type { ProductFormValues } from "./product-form-values.ts";
import { ProductSaleFields } from "./product-sale-fields.tsx";
import { ProductTextFields } from "./product-text-fields.tsx";

/**
 * The product editor's one form: texts, unique name, filing, attributes, flags, VAT, prices and
 * whether it is published. An existing product's form sends the version it was loaded at, so a
 * save over someone else's newer one is refused rather than overwriting it.
 */
export function ProductForm({
  intent,
  values,
  choices,
  version,
  archived = false,
  outcome,
}: {
  intent: "create" | "save";
  values: ProductFormValues;
  choices: StaffProductEditorChoices;
  /** The loaded product's version; none for a new product. */
  version?: string;
  archived?: boolean;
  outcome: AdminFormOutcome | undefined;
}) {
  const { t } = useAdmin();
  const { notice, fieldError } = useFormOutcome(outcome, intent);
  const isNew = intent === "create";
  return (
    <Form method="post" className="flex flex-col gap-6" noValidate>
      <input type="hidden" name="intent" value={intent} />
      {version ? <input type="hidden" name="version" value={version} /> : null}
      {notice}
      <ProductTextFields values={values} isNew={isNew} fieldError={fieldError} />
      <ProductFilingFields values={values} choices={choices} fieldError={fieldError} />
      <ProductSaleFields values={values} priceLists={choices.priceLists} archived={archived} fieldError={fieldError} />
      <SubmitButton>{t(isNew ? "productEditor.create" : "productEditor.save")}</SubmitButton>
    </Form>
  );
}
