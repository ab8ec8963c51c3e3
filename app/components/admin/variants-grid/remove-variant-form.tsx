import { ConfirmAction } from "#app/components/admin/confirm-action.tsx";
import { SelectField } from "#app/components/admin/form-fields.tsx";
import { Panel } from "#app/components/admin/form-notice.tsx";
import { useFormOutcome, type AdminFormOutcome } from "#app/components/admin/form-outcome.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { StaffVariantGridView } from "#commerce/flows/staff-product-variants.ts";
import { variantLabelOf } from "./grid-values.ts";

/** Removes one variant, asked again first: deleted, or only taken off sale when an order or basket names it. */
export function RemoveVariantForm({
  view,
  outcome,
}: {
  view: StaffVariantGridView;
  outcome: AdminFormOutcome | undefined;
}) {
  const { t } = useAdmin();
  const { notice, fieldError } = useFormOutcome(outcome, "remove");
  if (view.variants.length === 0 && !notice) return null;
  return (
    <Panel title={t("variants.remove.title")}>
      {notice}
      {view.variants.length > 0 ? (
        <ConfirmAction
          intent="remove"
          label={t("variants.remove.button")}
          hint={t("variants.remove.hint")}
          title={t("variants.remove.dialogTitle")}
          consequences={[t("variants.remove.consequence1"), t("variants.remove.consequence2")]}
          confirmLabel={t("variants.remove.confirm")}
        >
          <SelectField
            label={t("variants.remove.variant")}
            name="variantId"
            error={fieldError("variantId")}
            options={view.variants.map((variant) => ({
              value: String(variant.id),
              label: variantLabelOf(view, variant),
            }))}
          />
        </ConfirmAction>
      ) : null}
    </Panel>
  );
}
