import { Form } from "react-router";
import { SubmitButton } from "../buttons.tsx";
import { CheckboxField, InputField, SelectField } from "../form-fields.tsx";
import { useFormOutcome, type AdminFormOutcome } from "../form-outcome.tsx";
import { useAdmin } from "../use-admin.ts";
import {
  maxBulkProducts,
  priceChangeDirections,
  priceChangeKinds,
  staffProductBulkActions,
} from "#commerce/modules/catalogue/browser.ts";
import type { StaffProductFilterOptions } from "#commerce/modules/catalogue/index.ts";
import { useCategoryOptions } from "./category-options.ts";

/** The intent the list's action answers bulk actions under. */
export const bulkIntent = "bulk";

/**
 * The product list's bulk actions as one POST form (the rows' checkboxes belong to it by `formId`):
 * how many are selected (announced as it changes), "select all on this page", the action and the
 * fields the actions need (a flag, a category, a price change). The outcome shows above the table; a
 * refused field shows its error beside it.
 */
export function ProductBulkBar({
  formId,
  pageIds,
  selected,
  onSelectPage,
  options,
  currencyCode,
  outcome,
}: {
  formId: string;
  pageIds: readonly number[];
  selected: ReadonlySet<number>;
  onSelectPage: (chosen: boolean) => void;
  options: StaffProductFilterOptions;
  currencyCode: string;
  outcome: AdminFormOutcome | undefined;
}) {
  const { t } = useAdmin();
  const { fieldError } = useFormOutcome(outcome, bulkIntent);
  const categoryOptions = useCategoryOptions(options.categories);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const byId = (item: { id: number; name: string }) => ({ value: String(item.id), label: item.name });
  // An archived product chosen for publishing says so; any other problem with the chosen products
  // (none, too many, one gone since the page was read) says the same.
  const productsRefused =
    outcome?.intent === bulkIntent && Object.keys(outcome.fields).some((field) => field.startsWith("productIds"));
  const archivedChosen = outcome?.intent === bulkIntent && outcome.fields.productIds?.key === "errors.productArchived";
  return (
    <Form
      method="post"
      id={formId}
      aria-label={t("catalogue.bulk.label")}
      className="flex flex-col gap-3 rounded-lg border border-neutral-200 bg-white p-4"
    >
      <input type="hidden" name="intent" value={bulkIntent} />
      <div className="flex flex-wrap items-center gap-4">
        <CheckboxField
          label={t("catalogue.table.selectPage")}
          checked={allOnPage}
          disabled={pageIds.length === 0}
          onChange={(event) => onSelectPage(event.target.checked)}
        />
        <p role="status" aria-live="polite" className="text-sm font-medium">
          {t("catalogue.bulk.selected", { count: selected.size })}
        </p>
      </div>
      {productsRefused ? (
        <p className="text-sm text-sale">
          {archivedChosen ? fieldError("productIds") : t("catalogue.bulk.productIds", { max: maxBulkProducts })}
        </p>
      ) : null}
      {/* Every action's fields are always there (a page served again after a refusal shows the refused
          one's, with or without script); each group says which actions read it, and the others ignore it. */}
      <div className="grid grid-cols-2 items-start gap-3 md:grid-cols-4 xl:grid-cols-6">
        <SelectField
          label={t("catalogue.bulk.action")}
          name="action"
          error={fieldError("action")}
          options={staffProductBulkActions.map((choice) => ({
            value: choice,
            label: t(`catalogue.bulk.action.${choice}`),
          }))}
        />
        <SelectField
          label={t("catalogue.bulk.flag")}
          hint={t("catalogue.bulk.flagHint")}
          name="flagId"
          error={fieldError("flagId")}
          options={options.flags.map(byId)}
        />
        <div className="col-span-2">
          <SelectField
            label={t("catalogue.bulk.category")}
            hint={t("catalogue.bulk.categoryHint")}
            name="categoryId"
            error={fieldError("categoryId")}
            options={categoryOptions}
          />
        </div>
      </div>
      <fieldset className="grid grid-cols-2 items-start gap-3 md:grid-cols-4 xl:grid-cols-6">
        <legend className="mb-2 text-sm font-medium">{t("catalogue.bulk.priceLegend")}</legend>
        <SelectField
          label={t("catalogue.bulk.direction")}
          name="direction"
          error={fieldError("direction")}
          options={priceChangeDirections.map((direction) => ({
            value: direction,
            label: t(`catalogue.bulk.direction.${direction}`),
          }))}
        />
        <SelectField
          label={t("catalogue.bulk.kind")}
          name="kind"
          error={fieldError("kind")}
          options={priceChangeKinds.map((kind) => ({
            value: kind,
            label: t(`catalogue.bulk.kind.${kind}`, { currency: currencyCode }),
          }))}
        />
        <div className="col-span-2">
          <InputField
            label={t("catalogue.bulk.value")}
            name="value"
            inputMode="decimal"
            error={fieldError("value")}
            hint={t("catalogue.bulk.priceHint", { currency: currencyCode })}
          />
        </div>
      </fieldset>
      <SubmitButton size="sm">{t("catalogue.bulk.apply")}</SubmitButton>
    </Form>
  );
}
