import { Form } from "react-router";
import { SubmitButton } from "#app/components/admin/buttons.tsx";
import { DataTable } from "#app/components/admin/data-table.tsx";
import { InputField } from "#app/components/admin/form-fields.tsx";
import { Panel } from "#app/components/admin/form-notice.tsx";
import { type AdminFormOutcome, useFormOutcome } from "#app/components/admin/form-outcome.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import { shopLocales } from "#commerce/locale.ts";
import type { StaffTerm, VocabularyTermKind } from "#commerce/modules/catalogue/index.ts";
import { DeleteOrUsage, EntryFields, MoveButtons } from "./entry-forms.tsx";
import { freshFormKey } from "./fresh-form-key.ts";
import { RowInput } from "./row-input.tsx";
import { SwatchDot } from "./swatch-dot.tsx";

const titles = { flag: "vocabularies.flags", colour: "vocabularies.colours", size: "vocabularies.sizes" } as const;
const hints = {
  flag: "vocabularies.flags.hint",
  colour: "vocabularies.colours.hint",
  size: "vocabularies.sizes.hint",
} as const;
const addTitles = {
  flag: "vocabularies.addFlag",
  colour: "vocabularies.addColour",
  size: "vocabularies.addSize",
} as const;

/** One list of flags, colours or sizes in its order: add, rename (a colour's swatch too), move up or down, delete what no product uses. */
export function TermsPanel({
  kind,
  terms,
  outcome,
}: {
  kind: VocabularyTermKind;
  terms: StaffTerm[];
  outcome: AdminFormOutcome | undefined;
}) {
  const { t, locale } = useAdmin();
  const deleted = useFormOutcome(outcome, `${kind}:list`);
  const add = useFormOutcome(outcome, `${kind}:new`);
  const nameOf = (term: StaffTerm) => term.names[locale] || term.code;
  const movedNow = (term: StaffTerm) =>
    outcome?.intent === `${kind}:${term.id}` && outcome.done?.key === "vocabularies.moved"
      ? outcome.done.params?.direction
      : undefined;
  return (
    <Panel title={t(titles[kind])} description={t(hints[kind])}>
      {deleted.notice}
      <DataTable
        caption={t(titles[kind])}
        captionHidden
        rows={terms}
        rowKey={(term) => term.id}
        empty={t("vocabularies.none")}
        columns={[
          {
            header: t(`vocabularies.names.${kind}`),
            rowHeader: true,
            cell: (term) => <TermForm kind={kind} term={term} name={nameOf(term)} outcome={outcome} />,
          },
          { header: t("vocabularies.code"), cell: (term) => <code className="text-xs">{term.code}</code> },
          {
            header: t("vocabularies.order"),
            cell: (term) => (
              <MoveButtons
                kind={kind}
                id={term.id}
                name={nameOf(term)}
                first={term === terms[0]}
                last={term === terms.at(-1)}
                movedNow={movedNow(term)}
              />
            ),
          },
          {
            header: t("vocabularies.actions"),
            cell: (term) => (
              <DeleteOrUsage intent="deleteTerm" kind={kind} id={term.id} name={nameOf(term)} inUse={term.inUse} />
            ),
          },
        ]}
      />
      <section aria-labelledby={`add-${kind}`} className="flex flex-col gap-3 border-t border-neutral-200 pt-4">
        <h3 id={`add-${kind}`} className="font-semibold">
          {t(addTitles[kind])}
        </h3>
        {add.notice}
        <Form
          method="post"
          noValidate
          preventScrollReset
          className="grid gap-4 sm:grid-cols-3"
          key={freshFormKey(outcome, `${kind}:new`)}
        >
          <input type="hidden" name="intent" value="addTerm" />
          <EntryFields kind={kind} />
          {shopLocales.map((nameLocale) => (
            <InputField
              key={nameLocale}
              label={t(`vocabularies.nameIn.${nameLocale}`)}
              name={`names.${nameLocale}`}
              lang={nameLocale}
              required
              maxLength={60}
              autoComplete="off"
              error={add.fieldError(`names.${nameLocale}`)}
            />
          ))}
          {kind === "colour" ? (
            <InputField
              label={t("vocabularies.swatch")}
              name="swatch"
              required
              maxLength={60}
              autoComplete="off"
              spellCheck={false}
              placeholder="#1f2f4f"
              error={add.fieldError("swatch")}
            />
          ) : null}
          <div className="sm:col-span-3">
            <SubmitButton>{t("vocabularies.add")}</SubmitButton>
          </div>
        </Form>
      </section>
    </Panel>
  );
}

/** One term's names (and a colour's swatch, shown as a dot), saved in place; its errors and notice show under it. */
function TermForm({
  kind,
  term,
  name,
  outcome,
}: {
  kind: VocabularyTermKind;
  term: StaffTerm;
  name: string;
  outcome: AdminFormOutcome | undefined;
}) {
  const { t } = useAdmin();
  const row = useFormOutcome(outcome, `${kind}:${term.id}`);
  return (
    <div className="flex flex-col gap-2 font-normal">
      {/* Keyed by what is stored: a saved change shows, a refused one keeps what was typed. */}
      <Form
        method="post"
        noValidate
        preventScrollReset
        className="flex flex-wrap items-start gap-2"
        key={`${term.names["sv-SE"]}|${term.names["en-GB"]}|${term.swatch}`}
      >
        <input type="hidden" name="intent" value="updateTerm" />
        <EntryFields kind={kind} id={term.id} />
        {kind === "colour" ? <SwatchDot swatch={term.swatch} /> : null}
        {shopLocales.map((nameLocale) => (
          <RowInput
            key={nameLocale}
            label={t(`vocabularies.nameOfIn.${nameLocale}`, { name })}
            name={`names.${nameLocale}`}
            lang={nameLocale}
            defaultValue={term.names[nameLocale]}
            required
            maxLength={60}
            error={row.fieldError(`names.${nameLocale}`)}
          />
        ))}
        {kind === "colour" ? (
          <RowInput
            label={t("vocabularies.swatchOf", { name })}
            name="swatch"
            defaultValue={term.swatch ?? ""}
            required
            maxLength={60}
            spellCheck={false}
            error={row.fieldError("swatch")}
          />
        ) : null}
        <SubmitButton variant="secondary" size="sm" aria-label={t("vocabularies.saveNamed", { name })}>
          {t("vocabularies.save")}
        </SubmitButton>
      </Form>
      {row.notice}
    </div>
  );
}
