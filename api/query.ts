import type { Context } from "hono";
import type { z } from "zod";
import { DomainError } from "../commerce/errors.ts";
import { fieldMessages } from "../commerce/validation.ts";

function invalidRequest(error: z.ZodError, what: string): DomainError {
  const fields = fieldMessages(error, what);
  return new DomainError("invalid", `Invalid ${what}: ${Object.keys(fields).join(", ")}`, fields);
}

/** Parses the query string with a zod schema; a bad parameter is a 400 naming it. */
export function readQuery<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  const parsed = schema.safeParse(c.req.query());
  if (parsed.success) return parsed.data;
  throw invalidRequest(parsed.error, "parameter");
}

/** Parses a JSON body with a zod schema; a bad or missing field is a 400 naming it. */
export async function readJsonBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const parsed = schema.safeParse(await c.req.json().catch(() => undefined));
  if (parsed.success) return parsed.data;
  throw invalidRequest(parsed.error, "body");
}
