import type { Context } from "hono";
import type { z } from "zod";
import { DomainError } from "../commerce/errors.ts";

/** Parses the query string with a zod schema; a bad parameter is a 400 naming it. */
export function readQuery<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  const parsed = schema.safeParse(c.req.query());
  if (parsed.success) return parsed.data;
  const fields = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join(".") || "query", issue.message]));
  throw new DomainError("invalid", `Invalid parameter: ${Object.keys(fields).join(", ")}`, fields);
}
