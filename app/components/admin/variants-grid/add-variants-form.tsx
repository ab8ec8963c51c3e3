import { Form } from "react-router";
import { SubmitButton } from "#app/components/admin/buttons.tsx";
import { CheckboxField, InputField } from "#app/components/admin/form-fields.tsx";
import { Panel } from "#app/components/admin/form-notice.tsx";
import { useFormOutcome, type AdminFormOutcome } from "#app/components/admin/form-outcome.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { StaffVariantGridView } from "#commerce/flows/staff-product-variants.ts";

/** Colours and sizes to combine: every combination the product lacks is added with one submit. */
export function AddVariantsForm({
  view,
  outcome,
}: {
  view: StaffVariantGridView;
  outcome: AdminFormOutcome | undefined;
}) {
  const { t } = useAdmin();
  const { notice, fieldError } = useFormOutcome(outcome, "add");
  const example = [view.partNoStem, ...view.axes.map((axis) => axis.values[0]?.code ?? "")]
    .filter(Boolean)
    .join("-")
    .toUpperCase();
  const valuesError = fieldError("valueIds");
  return (
    <Panel title={t("variants.add.title")} description={t("variants.add.description")}>
      <Form method="post" className="flex flex-col gap-4" noValidate>
        <input type="hidden" name="intent" value="add" />
        {notice}
        <div className="grid gap-4 sm:grid-cols-2">
          {view.axes.map((axis) => (
            <fieldset key={axis.id} className="flex flex-col gap-2" aria-invalid={valuesError ? true : undefined}>
              <legend className="mb-1 text-sm font-medium">{axis.name}</legend>
              <div className="flex max-h-64 flex-col gap-1 overflow-y-auto">
                {axis.values.map((value) => (
                  <CheckboxField key={value.id} label={value.name} name="valueIds" value={value.id} />
                ))}
              </div>
            </fieldset>
          ))}
        </div>
        {valuesError ? <p className="text-sm text-sale">{valuesError}</p> : null}
        <InputField
          label={t("variants.add.stem")}
          name="partNoStem"
          defaultValue={view.partNoStem}
          hint={t("variants.add.stemHint", { example })}
          error={fieldError("partNoStem")}
          autoComplete="off"
        />
        <SubmitButton variant="secondary">{t("variants.add.submit")}</SubmitButton>
      </Form>
    </Panel>
  );
}
