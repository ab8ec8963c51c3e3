import { Form } from "react-router";
import { SubmitButton } from "#app/components/admin/buttons.tsx";
import { DataTable } from "#app/components/admin/data-table.tsx";
import { InputField } from "#app/components/admin/form-fields.tsx";
import { Panel } from "#app/components/admin/form-notice.tsx";
import { type AdminFormOutcome, useFormOutcome } from "#app/components/admin/form-outcome.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { StaffBrand } from "#commerce/modules/catalogue/index.ts";
import { DeleteOrUsage, EntryFields } from "./entry-forms.tsx";
import { RowInput } from "./row-input.tsx";
import { freshFormKey } from "./fresh-form-key.ts";

/** The brands: add one, rename any (its slug follows), delete one no product carries. */
export function BrandsPanel({ brands, outcome }: { brands: StaffBrand[]; outcome: AdminFormOutcome | undefined }) {
  const { t, locale } = useAdmin();
  const deleted = useFormOutcome(outcome, "brand:list");
  const add = useFormOutcome(outcome, "brand:new");
  return (
    <Panel title={t("vocabularies.brands")} description={t("vocabularies.brands.hint")}>
      {deleted.notice}
      <DataTable
        caption={t("vocabularies.brands")}
        captionHidden
        rows={brands}
        rowKey={(brand) => brand.id}
        empty={t("vocabularies.none")}
        columns={[
          {
            header: t("vocabularies.name"),
            rowHeader: true,
            cell: (brand) => <BrandNameForm brand={brand} outcome={outcome} />,
          },
          { header: t("vocabularies.slug"), cell: (brand) => <code className="text-xs">{brand.slug}</code> },
          {
            header: t("vocabularies.products"),
            align: "end",
            cell: (brand) => new Intl.NumberFormat(locale).format(brand.productCount),
          },
          {
            header: t("vocabularies.actions"),
            cell: (brand) => (
              <DeleteOrUsage
                intent="deleteBrand"
                kind="brand"
                id={brand.id}
                name={brand.name}
                inUse={brand.productCount > 0}
              />
            ),
          },
        ]}
      />
      <section aria-labelledby="add-brand" className="flex flex-col gap-3 border-t border-neutral-200 pt-4">
        <h3 id="add-brand" className="font-semibold">
          {t("vocabularies.addBrand")}
        </h3>
        {add.notice}
        <Form
          method="post"
          noValidate
          preventScrollReset
          className="flex flex-wrap items-end gap-4"
          key={freshFormKey(outcome, "brand:new")}
        >
          <input type="hidden" name="intent" value="addBrand" />
          <EntryFields kind="brand" />
          <InputField
            label={t("vocabularies.name")}
            name="name"
            required
            maxLength={80}
            autoComplete="off"
            error={add.fieldError("name")}
          />
          <SubmitButton>{t("vocabularies.add")}</SubmitButton>
        </Form>
      </section>
    </Panel>
  );
}

/** One brand's name, renamed in place; its errors and notice show under it. */
function BrandNameForm({ brand, outcome }: { brand: StaffBrand; outcome: AdminFormOutcome | undefined }) {
  const { t } = useAdmin();
  const row = useFormOutcome(outcome, `brand:${brand.id}`);
  return (
    <div className="flex flex-col gap-2 font-normal">
      {/* Keyed by the stored name: a saved rename shows, a refused one keeps what was typed. */}
      <Form method="post" noValidate preventScrollReset className="flex items-start gap-2" key={brand.name}>
        <input type="hidden" name="intent" value="renameBrand" />
        <EntryFields kind="brand" id={brand.id} />
        <RowInput
          label={t("vocabularies.nameOf", { name: brand.name })}
          name="name"
          defaultValue={brand.name}
          required
          maxLength={80}
          error={row.fieldError("name")}
        />
        <SubmitButton variant="secondary" size="sm" aria-label={t("vocabularies.saveNamed", { name: brand.name })}>
          {t("vocabularies.save")}
        </SubmitButton>
      </Form>
      {row.notice}
    </div>
  );
}
