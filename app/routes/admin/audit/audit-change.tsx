import { useAdmin } from "#app/components/admin/use-admin.ts";
import { type AuditEntryKind, useAuditWords } from "./audit-words.ts";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * An entry's before and after, readably: for two objects, each field that changed as
 * "field: before → after" (the rest left out), fields and coded values in the member's language;
 * otherwise both values whole.
 */
export function AuditChange({ entry, before, after }: { entry: AuditEntryKind; before: unknown; after: unknown }) {
  const { t } = useAdmin();
  const { fieldName, valueText } = useAuditWords();
  if (before === null && after === null) return <span className="text-neutral-600">–</span>;
  if (isRecord(before) || isRecord(after)) {
    const was = isRecord(before) ? before : {};
    const is = isRecord(after) ? after : {};
    const changed = [...new Set([...Object.keys(was), ...Object.keys(is)])].filter(
      (key) => JSON.stringify(was[key]) !== JSON.stringify(is[key]),
    );
    return (
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
        {changed.map((key) => (
          <div key={key} className="contents">
            <dt className="font-medium">{fieldName(key)}</dt>
            <dd className="break-all">
              {before !== null ? <del className="text-neutral-600">{valueText(entry, key, was[key])}</del> : null}
              {before !== null && after !== null ? " → " : null}
              {after !== null ? <ins className="no-underline">{valueText(entry, key, is[key])}</ins> : null}
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-xs">
      <dt className="font-medium">{t("audit.before")}</dt>
      <dd className="break-all">{valueText(entry, "", before)}</dd>
      <dt className="font-medium">{t("audit.after")}</dt>
      <dd className="break-all">{valueText(entry, "", after)}</dd>
    </dl>
  );
}
