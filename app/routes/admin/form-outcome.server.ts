import { data } from "react-router";
import type { AdminFormOutcome } from "#app/components/admin/form-outcome.tsx";
import type { AdminMessageKey } from "#app/i18n/admin/index.ts";
import { formProblemOf, formStatusOf } from "#app/i18n/form-problem.ts";
import { staffErrorResponse } from "./require-staff.server.ts";

/** A form's success, with the notice it shows. */
export function formDone(
  intent: string,
  key: AdminMessageKey,
  params?: Record<string, string | number>,
): AdminFormOutcome {
  return { intent, done: params ? { key, params } : { key }, fields: {} };
}

/**
 * A refused form, answered with its problems (400, or 429 for too many attempts). A use case the
 * member's role may not run is not the form's to show: it answers 403 (404 for an unknown subject).
 */
export function formRefused(intent: string, error: unknown) {
  const response = staffErrorResponse(error);
  if (response !== error) throw response;
  return data<AdminFormOutcome>({ intent, ...formProblemOf(error) }, { status: formStatusOf(error) });
}
