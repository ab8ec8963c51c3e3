import type { Context } from "hono";
import { describeError } from "../commerce/errors.ts";

/** Turns anything a handler throws into SPEC §8's JSON error shape; unknown errors are logged, never shown. */
export function answerError(error: unknown, c: Context, log: (error: unknown) => void) {
  const { status, message, fields } = describeError(error);
  if (status >= 500) log(error);
  return c.json({ statusCode: status, statusMessage: message, ...(fields ? { fields } : {}) }, status as 400);
}
