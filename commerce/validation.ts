import { z } from "zod";
import { DomainError } from "./errors.ts";
import { validationMessages } from "./validation-messages.ts";

export { validationMessages };

/** An email address as SPEC §5 checks it, lower-cased. */
export const emailField = z
  .string()
  .trim()
  .min(1, validationMessages.required)
  .max(254, validationMessages.maxLength(254))
  .email(validationMessages.email)
  .transform((email) => email.toLowerCase());

/** PostgreSQL's integer ends here: a larger id names nothing, so it is refused as bad input before any query. */
export const maxId = 2_147_483_647;
const idMessage = `Must be a whole number from 1 to ${maxId}`;

/** Any id of ours (a product, variant, basket line, store, ...): a whole number that fits PostgreSQL's integer. */
export const idField = z.number({ error: idMessage }).int(idMessage).min(1, idMessage).max(maxId, idMessage);

/** The same id written as text, as query strings and forms carry it ("42"). */
export const idText = z.string().trim().regex(/^\d{1,10}$/, idMessage).transform(Number).pipe(idField);

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value is a uuid PostgreSQL accepts: anything else names no row (and must not reach a uuid column). */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}

interface ValidationFailure {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/**
 * Each field's first problem, keyed by its dotted path ("billingAddress.city"). The first is the
 * one to show: an empty field reads 'Value is required', not also 'not a valid email address'.
 */
export function fieldMessages(failure: ValidationFailure, wholeInput = "form"): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of failure.issues) fields[issue.path.map(String).join(".") || wholeInput] ??= issue.message;
  return fields;
}

/** A validation failure as the DomainError every edge answers with a 400 and its field messages. */
export function invalidInput(message: string, failure: ValidationFailure, wholeInput?: string): DomainError {
  return new DomainError("invalid", message, fieldMessages(failure, wholeInput));
}
