import { Form, Link, useLocation } from "react-router";
import { SubmitButton } from "#app/components/admin/buttons.tsx";
import { InputField, SelectField, TextAreaField } from "#app/components/admin/form-fields.tsx";
import { Panel } from "#app/components/admin/form-notice.tsx";
import { useFormOutcome, type AdminFormOutcome } from "#app/components/admin/form-outcome.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import { stockAdjustmentModes, stockAdjustmentReasons, stockLocationKey } from "#commerce/modules/stores/browser.ts";
import type { StockPage, VariantStock } from "#commerce/flows/staff-stock-service.ts";

/** The page without a chosen variant, keeping the search. */
function useCloseHref() {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  params.delete("variant");
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** One variant's stock at one warehouse or store: set a count or add/subtract, with the reason the log keeps. */
function AdjustForm({
  page,
  variant,
  outcome,
}: {
  page: StockPage;
  variant: VariantStock;
  outcome?: AdminFormOutcome;
}) {
  const { t, locale } = useAdmin();
  const number = new Intl.NumberFormat(locale);
  const { notice, fieldError } = useFormOutcome(outcome, "adjust");
  return (
    <>
      {notice}
      {/* Keyed by the total, so a saved change empties the form and a refused one keeps what was typed. */}
      <Form key={variant.total} method="post" noValidate className="grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="adjust" />
        <input type="hidden" name="variantId" value={variant.variantId} />
        <SelectField
          label={t("stock.adjust.location")}
          name="location"
          error={fieldError("location")}
          options={page.locations.map((location, index) => ({
            value: stockLocationKey(location.kind, location.id),
            label: t("stock.adjust.locationOption", {
              kind: t(`stock.${location.kind}`),
              name: location.name,
              code: location.code,
              onHand: number.format(variant.onHand[index]!),
            }),
          }))}
        />
        <SelectField
          label={t("stock.adjust.mode")}
          name="mode"
          error={fieldError("mode")}
          options={stockAdjustmentModes.map((mode) => ({ value: mode, label: t(`stock.mode.${mode}`) }))}
        />
        <InputField
          label={t("stock.adjust.quantity")}
          name="quantity"
          inputMode="numeric"
          autoComplete="off"
          required
          hint={t("stock.adjust.quantityHint")}
          error={fieldError("quantity")}
        />
        <SelectField
          label={t("stock.adjust.reason")}
          name="reason"
          error={fieldError("reason")}
          options={stockAdjustmentReasons.map((reason) => ({ value: reason, label: t(`stock.reason.${reason}`) }))}
        />
        <div className="sm:col-span-2">
          <TextAreaField
            label={t("stock.adjust.note")}
            name="note"
            rows={2}
            maxLength={500}
            hint={t("stock.adjust.noteHint")}
            error={fieldError("note")}
          />
        </div>
        <SubmitButton>{t("stock.adjust.submit")}</SubmitButton>
      </Form>
    </>
  );
}

/** A variant's own low-stock threshold; blank follows the shop's setting. */
function ThresholdForm({
  page,
  variant,
  outcome,
}: {
  page: StockPage;
  variant: VariantStock;
  outcome?: AdminFormOutcome;
}) {
  const { t } = useAdmin();
  const { notice, fieldError } = useFormOutcome(outcome, "threshold");
  return (
    <Panel
      title={t("stock.threshold.title")}
      description={t("stock.threshold.description", { threshold: page.shopThreshold })}
      headingLevel={3}
    >
      {notice}
      <Form key={variant.lowStockThreshold} method="post" noValidate className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="threshold" />
        <input type="hidden" name="variantId" value={variant.variantId} />
        <InputField
          label={t("stock.threshold.field")}
          name="threshold"
          inputMode="numeric"
          autoComplete="off"
          placeholder={String(page.shopThreshold)}
          defaultValue={variant.lowStockThreshold ?? ""}
          error={fieldError("threshold")}
        />
        <SubmitButton variant="secondary">{t("stock.threshold.submit")}</SubmitButton>
      </Form>
    </Panel>
  );
}

/** The chosen variant's adjustment and low-stock threshold, below the table it was chosen in. */
export function VariantStockPanel({
  page,
  variant,
  outcome,
}: {
  page: StockPage;
  variant: VariantStock;
  outcome?: AdminFormOutcome | undefined;
}) {
  const { t } = useAdmin();
  const closeHref = useCloseHref();
  return (
    <div id="adjust" className="grid items-start gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <Panel
        title={t("stock.adjust.title", { partNo: variant.partNo })}
        description={t("stock.adjust.description", {
          product: variant.productName,
          values: variant.values.map((value) => value.value).join(", "),
        })}
      >
        <AdjustForm page={page} variant={variant} outcome={outcome} />
        <Link to={closeHref} className="self-start text-sm text-brand-700 underline">
          {t("stock.adjust.close")}
        </Link>
      </Panel>
      <ThresholdForm page={page} variant={variant} outcome={outcome} />
    </div>
  );
}
