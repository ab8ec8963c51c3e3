import { useState } from "react";
import { CsvFileInput, useCanReadFiles } from "#app/components/admin/csv-file-input.tsx";
import { TextAreaField } from "#app/components/admin/form-fields.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import { maxStockImportCharacters } from "#commerce/modules/stores/browser.ts";

/**
 * A stock file as text: the chosen file is read in the browser into the `csv` field, which is what
 * the form posts (page forms take no uploads; see server/request-guards.ts). Without JavaScript
 * there is no file picker, and the lines are pasted into the same field.
 */
export function StockFileField({ defaultValue, error }: { defaultValue: string; error: string | undefined }) {
  const { t, locale } = useAdmin();
  const canRead = useCanReadFiles();
  const [fileProblem, setFileProblem] = useState<string>();
  const max = new Intl.NumberFormat(locale).format(maxStockImportCharacters);

  /** Reads the chosen file into the form's `csv` field. */
  function readFile(input: HTMLInputElement) {
    setFileProblem(undefined);
    const file = input.files?.[0];
    const text = input.form?.elements.namedItem("csv");
    if (!file || !(text instanceof HTMLTextAreaElement)) return;
    // Bytes are at least as many as characters: a file this large cannot fit.
    if (file.size > maxStockImportCharacters * 4) return setFileProblem(t("stock.import.fileTooLarge", { max }));
    const reader = new FileReader();
    reader.onload = () => {
      const content = String(reader.result ?? "");
      if (content.length > maxStockImportCharacters) setFileProblem(t("stock.import.fileTooLarge", { max }));
      else text.value = content;
    };
    reader.onerror = () => setFileProblem(t("stock.import.fileUnreadable"));
    reader.readAsText(file);
  }

  return (
    <>
      {canRead ? (
        <CsvFileInput
          label={t("stock.import.file")}
          hint={t("stock.import.fileHint", { max })}
          problem={fileProblem}
          onChange={readFile}
        />
      ) : null}
      <TextAreaField
        label={t("stock.import.text")}
        name="csv"
        rows={10}
        spellCheck={false}
        className="w-full rounded border border-neutral-300 bg-white px-3 py-2 font-mono text-sm aria-invalid:border-sale"
        defaultValue={defaultValue}
        hint={t("stock.import.textHint")}
        error={error}
      />
    </>
  );
}
