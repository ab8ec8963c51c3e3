import { useRef, useState } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { SubmitButton } from "#app/components/admin/buttons.tsx";
import { CsvFileInput, useCanReadFiles } from "#app/components/admin/csv-file-input.tsx";
import { TextAreaField } from "#app/components/admin/form-fields.tsx";
import { FormNotice } from "#app/components/admin/form-notice.tsx";
import { useFormOutcome } from "#app/components/admin/form-outcome.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { ProductCsvOutcome } from "#app/routes/admin/catalogue/csv/product-csv.server.ts";
import { maxProductCsvCharacters } from "#commerce/modules/catalogue/browser.ts";
import { ProductCsvProgressStatus } from "./product-csv-progress.tsx";

/**
 * The import form: a product file chosen (read in the browser and posted as text, as page forms
 * take no uploads) or pasted, checked first; a clean check offers to import the same file, whose
 * progress shows while it runs. Without scripts there is no file picker: the text is pasted, and a
 * short one comes back checked in its field.
 */
export function ProductCsvImportForm({ outcome }: { outcome: ProductCsvOutcome | undefined }) {
  const { t, locale } = useAdmin();
  const submit = useSubmit();
  const navigation = useNavigation();
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileProblem, setFileProblem] = useState<string>();
  const [progressId, setProgressId] = useState<string>();
  const canRead = useCanReadFiles();
  const checkForm = useFormOutcome(outcome, "check");
  const applyForm = useFormOutcome(outcome, "apply");
  const number = new Intl.NumberFormat(locale);
  const max = number.format(maxProductCsvCharacters);
  const pendingIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : undefined;
  const report = outcome?.report;
  const counts = report && {
    rows: number.format(report.rows),
    newProducts: number.format(report.products.created),
    changedProducts: number.format(report.products.updated),
    newVariants: number.format(report.variants.created),
    changedVariants: number.format(report.variants.updated),
  };
  const checkedClean = outcome?.intent === "check" && report?.problemCount === 0;

  /** With scripts: the chosen file's text goes as the `csv` field, and an import gets an id to follow its progress by. */
  async function submitWithFile(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFileProblem(undefined);
    const form = new FormData(event.currentTarget);
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    form.set("intent", submitter instanceof HTMLButtonElement ? submitter.value : "check");
    const file = fileInput.current?.files?.[0];
    if (file) {
      // Bytes are at least as many as characters: a file this large cannot fit.
      if (file.size > maxProductCsvCharacters * 4) return setFileProblem(t("productCsv.import.fileTooLarge", { max }));
      const text = await file.text();
      if (text.length > maxProductCsvCharacters) return setFileProblem(t("productCsv.import.fileTooLarge", { max }));
      form.set("csv", text);
    }
    if (form.get("intent") === "apply") {
      const id = crypto.randomUUID();
      form.set("progressId", id);
      setProgressId(id);
    }
    await submit(form, { method: "post", encType: "multipart/form-data" });
  }

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      className="flex flex-col gap-4"
      onSubmit={canRead ? submitWithFile : undefined}
    >
      {checkForm.notice}
      {applyForm.notice}
      {report && counts && report.problemCount > 0 ? (
        <FormNotice tone="error">
          {t("productCsv.import.refused", { count: number.format(report.problemCount), rows: counts.rows })}
        </FormNotice>
      ) : null}
      {counts && checkedClean ? <FormNotice tone="success">{t("productCsv.import.clean", counts)}</FormNotice> : null}
      {counts && outcome?.applied ? (
        <FormNotice tone="success">{t("productCsv.import.done", counts)}</FormNotice>
      ) : null}
      {canRead ? (
        <CsvFileInput
          label={t("productCsv.import.file")}
          hint={t("productCsv.import.fileHint", { max })}
          problem={fileProblem}
          onChange={() => setFileProblem(undefined)}
          inputRef={fileInput}
        />
      ) : null}
      <TextAreaField
        label={t("productCsv.import.text")}
        name="csv"
        rows={8}
        spellCheck={false}
        className="w-full rounded border border-neutral-300 bg-white px-3 py-2 font-mono text-sm aria-invalid:border-sale"
        defaultValue={outcome?.checkedCsv ?? ""}
        hint={t("productCsv.import.textHint")}
        error={checkForm.fieldError("csv") ?? applyForm.fieldError("csv")}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton name="intent" value="check" variant={checkedClean ? "secondary" : "primary"}>
          {t("productCsv.import.check")}
        </SubmitButton>
        {checkedClean && counts ? (
          <SubmitButton name="intent" value="apply">
            {t("productCsv.import.apply", { rows: counts.rows })}
          </SubmitButton>
        ) : null}
      </div>
      {pendingIntent === "check" ? <p role="status">{t("productCsv.import.checking")}</p> : null}
      {pendingIntent === "apply" && progressId ? <ProductCsvProgressStatus progressId={progressId} /> : null}
    </Form>
  );
}
