import type { Context } from "hono";
import type { z } from "zod";
import { DomainError } from "../commerce/errors.ts";

function invalidInput(error: z.ZodError, what: string): DomainError {
  const fields = Object.fromEntries(error.issues.map((issue) => [issue.path.join(".") || what, issue.message]));
  return new DomainError("invalid", `Invalid ${what}: ${Object.keys(fields).join(", ")}`, fields);
}

/** Parses the query string with a zod schema; a bad parameter is a 400 naming it. */
export function readQuery<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  const parsed = schema.safeParse(c.req.query());
  if (parsed.success) return parsed.data;
  throw invalidInput(parsed.error, "parameter");
}

/** Parses a JSON body with a zod schema; a bad or missing field is a 400 naming it. */
export async function readJsonBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const parsed = schema.safeParse(await c.req.json().catch(() => undefined));
  if (parsed.success) return parsed.data;
  throw invalidInput(parsed.error, "body");
}
