import type { AdminMessageKey } from "#app/i18n/admin/index.ts";
import type { LocalMessage } from "#app/i18n/error-messages.ts";
import { FixFieldsNotice } from "./fix-fields-notice.tsx";
import { FormNotice } from "./form-notice.tsx";
import { useAdmin } from "./use-admin.ts";

/**
 * What a back-office form action answers: which form (`intent`, when a page has several), what
 * was done, or the refusal for the whole form and for each field (engine codes as message keys).
 */
export interface AdminFormOutcome {
  intent: string;
  done?: { key: AdminMessageKey; params?: Record<string, string | number> };
  formError?: LocalMessage;
  fields: Record<string, LocalMessage>;
}

/**
 * One form's view of the last outcome: its notice (success or refusal, only when the outcome is this
 * form's; a refusal only on fields asks to check them) and each field's error, in the member's language.
 */
export function useFormOutcome(outcome: AdminFormOutcome | undefined, intent: string) {
  const { t, message } = useAdmin();
  const mine = outcome?.intent === intent ? outcome : undefined;
  const notice = mine?.done ? (
    <FormNotice tone="success">{t(mine.done.key, mine.done.params)}</FormNotice>
  ) : mine?.formError ? (
    <FormNotice tone="error">{message(mine.formError)}</FormNotice>
  ) : mine && Object.keys(mine.fields).length > 0 ? (
    <FixFieldsNotice outcome={mine} />
  ) : null;
  const fieldError = (field: string) => {
    const problem = mine?.fields[field];
    return problem ? message(problem) : undefined;
  };
  return { notice, fieldError };
}
