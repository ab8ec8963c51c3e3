import type { Context } from "hono";
import { describeInEnglish } from "#commerce/error-english.ts";
import { isDomainError, statusByKind } from "#commerce/errors.ts";

/** Turns anything a handler throws into SPEC §8's JSON error shape in English; unknown errors are logged, never shown. */
export function answerError(error: unknown, c: Context, log: (error: unknown) => void) {
  if (!isDomainError(error)) {
    log(error);
    return c.json({ statusCode: 500, statusMessage: "Server threw an unknown error" }, 500);
  }
  const status = statusByKind[error.kind];
  const fields = error.fields.length
    ? { fields: Object.fromEntries(error.fields.map((field) => [field.field, describeInEnglish(field)])) }
    : {};
  return c.json({ statusCode: status, statusMessage: describeInEnglish(error.problem), ...fields }, status as 400);
}
