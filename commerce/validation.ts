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
