import { useEffect, useState } from "react";
import { adminHref } from "#app/components/admin/admin-paths.ts";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { ProductCsvProgress } from "#commerce/flows/staff-product-csv.ts";

/** How often a running import is asked where it is. */
const pollEveryMs = 1000;

/**
 * Where a running import is, asked of the server every second while the import's own request is
 * under way. The progress lives in the process that runs the import: a poll that reaches another
 * one answers `unknown`, and the page says only that it is importing (docs/product-csv.md).
 */
export function ProductCsvProgressStatus({ progressId }: { progressId: string }) {
  const { t, locale } = useAdmin();
  const [progress, setProgress] = useState<ProductCsvProgress | { phase: "unknown" }>({ phase: "unknown" });
  useEffect(() => {
    let stopped = false;
    const timer = setInterval(async () => {
      const response = await fetch(adminHref(`/catalogue/import/progress/${progressId}`)).catch(() => undefined);
      if (!stopped && response?.ok) setProgress(await response.json());
    }, pollEveryMs);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [progressId]);
  const number = new Intl.NumberFormat(locale);
  const text =
    progress.phase === "unknown"
      ? t("productCsv.phase.waiting")
      : t(`productCsv.phase.${progress.phase}`, {
          done: number.format(progress.done),
          total: number.format(progress.total),
        });
  return (
    <div className="flex flex-col gap-1">
      <p role="status" className="text-sm">
        {text}
      </p>
      {progress.phase !== "unknown" && progress.total > 0 ? (
        <progress className="w-full" aria-label={t("productCsv.progress")} max={progress.total} value={progress.done} />
      ) : null}
    </div>
  );
}
