import type { FieldProblem } from "#commerce/error-codes.ts";
import { isDomainError } from "#commerce/errors.ts";
import { messageOfProblem, type LocalMessage } from "./error-messages.ts";

/** What a form shows for a refused submission: a message for the whole form and one per field. */
export interface FormProblem {
  formError: LocalMessage;
  fields: Record<string, LocalMessage>;
}

/** Each field's message, keyed by the field's name. */
export function fieldMessages(fields: readonly FieldProblem[]): Record<string, LocalMessage> {
  return Object.fromEntries(fields.map((field) => [field.field, messageOfProblem(field)]));
}

/** A form action's answer to an error the engine expects; anything else is not the form's to show, so it is thrown on. */
export function formProblemOf(error: unknown): FormProblem {
  if (!isDomainError(error)) throw error;
  return { formError: messageOfProblem(error.problem), fields: fieldMessages(error.fields) };
}

/** The status a refused form answers with: too many attempts is 429; anything else is the submission's fault, 400. */
export function formStatusOf(error: unknown): 400 | 429 {
  return isDomainError(error) && (error.code === "too_many_attempts" || error.kind === "rate_limited") ? 429 : 400;
}
