import { z } from "zod";
import { onField, problem, type ErrorCode, type ErrorParams, type FieldProblem, type Problem } from "./error-codes.ts";
import { DomainError } from "./errors.ts";

/** PostgreSQL's integer ends here: a larger id names nothing, so it is refused as bad input before any query. */
export const maxId = 2_147_483_647;

interface ValidationIssue {
  path: readonly PropertyKey[];
  message: string;
  minimum?: unknown;
  maximum?: unknown;
}

/**
 * The codes a zod check may carry, each with how its parameters are read off the issue (a length
 * check knows its own bound), so a schema names a code once and never repeats a number in words.
 */
const paramsFromIssue = {
  required: () => ({}),
  invalid_email: () => ({}),
  too_short: (issue) => ({ min: Number(issue.minimum) }),
  too_long: (issue) => ({ max: Number(issue.maximum) }),
  invalid_id: () => ({}),
  card_number_invalid: () => ({}),
  card_expiry_invalid: () => ({}),
  card_cvc_invalid: () => ({}),
  instalment_months_invalid: () => ({}),
  quantity_below_one: () => ({}),
  quantity_negative: () => ({}),
  quantity_too_large: (issue) => ({ max: Number(issue.maximum) }),
  variant_or_part_required: () => ({}),
  unknown_role: () => ({}),
  story_root_unknown: () => ({}),
  name_without_letters: () => ({}),
  swatch_invalid: () => ({}),
  unique_name_invalid: () => ({}),
  price_invalid: () => ({}),
} satisfies { [C in ErrorCode]?: (issue: ValidationIssue) => ErrorParams[C] };

type CheckCode = keyof typeof paramsFromIssue;

/** zod's error option for one check: its issue carries our code instead of a sentence. */
export function coded(code: CheckCode): { error: CheckCode } {
  return { error: code };
}

/** The problem a zod issue names: our code when its check has one, else zod's own words as `invalid_value`. */
export function problemOfIssue(issue: ValidationIssue): Problem {
  if (Object.hasOwn(paramsFromIssue, issue.message)) {
    const code = issue.message as CheckCode;
    return { code, params: paramsFromIssue[code](issue) } as Problem;
  }
  return problem("invalid_value", { detail: issue.message });
}

/** An email address as SPEC §5 checks it, lower-cased. */
export const emailField = z
  .string()
  .trim()
  .min(1, coded("required"))
  .max(254, coded("too_long"))
  .email(coded("invalid_email"))
  .transform((email) => email.toLowerCase());

/** Any id of ours (a product, variant, basket line, store, ...): a whole number that fits PostgreSQL's integer. */
export const idField = z
  .number(coded("invalid_id"))
  .int(coded("invalid_id"))
  .min(1, coded("invalid_id"))
  .max(maxId, coded("invalid_id"));

/** The same id written as text, as query strings and forms carry it ("42"). */
export const idText = z
  .string()
  .trim()
  .regex(/^\d{1,10}$/, coded("invalid_id"))
  .transform(Number)
  .pipe(idField);

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value is a uuid PostgreSQL accepts: anything else names no row (and must not reach a uuid column). */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}

interface ValidationFailure {
  issues: readonly ValidationIssue[];
}

/**
 * Each field's first problem, keyed by its dotted path ("billingAddress.city"). The first is the
 * one to show: an empty field is 'required', not also 'not a valid email address'.
 */
export function fieldProblems(failure: ValidationFailure, wholeInput = "form"): FieldProblem[] {
  const byField = new Map<string, FieldProblem>();
  for (const issue of failure.issues) {
    const field = issue.path.map(String).join(".") || wholeInput;
    if (!byField.has(field)) byField.set(field, onField(field, problemOfIssue(issue)));
  }
  return [...byField.values()];
}

/** A validation failure as the DomainError every edge answers with a 400 and its field problems. */
export function invalidInput(problem: Problem, failure: ValidationFailure, wholeInput?: string): DomainError {
  return new DomainError("invalid", problem, fieldProblems(failure, wholeInput));
}

/** Parses back-office input with a schema, or refuses it as a 400 naming each bad field. */
export function parseStaffInput<T extends z.ZodType>(schema: T, input: unknown, part: string): z.output<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.map(String).join(".") || part))];
  throw invalidInput(problem("invalid_request", { part, fields }), parsed.error, part);
}
