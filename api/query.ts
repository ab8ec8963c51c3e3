import type { Context } from "hono";
import type { z } from "zod";
import { onField, problem } from "#commerce/error-codes.ts";
import { DomainError } from "#commerce/errors.ts";
import { fieldProblems } from "#commerce/validation.ts";

function invalidRequest(error: z.ZodError, part: string): DomainError {
  const fields = fieldProblems(error, part);
  return new DomainError(
    "invalid",
    problem("invalid_request", { part, fields: fields.map(({ field }) => field) }),
    fields,
  );
}

/** Parses the query string with a zod schema; a bad parameter is a 400 naming it. */
export function readQuery<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  const parsed = schema.safeParse(c.req.query());
  if (parsed.success) return parsed.data;
  throw invalidRequest(parsed.error, "parameter");
}

/**
 * Where a JSON value holds a string (or a key) with a NUL character, which PostgreSQL refuses in
 * text: its dotted path, or undefined. Walked without recursion, so deep nesting cannot overflow.
 */
function findNul(value: unknown): string | undefined {
  const pending: [unknown, string][] = [[value, ""]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === "string" && item.includes("\0")) return path || "body";
    if (item === null || typeof item !== "object") continue;
    for (const [key, child] of Object.entries(item)) {
      const childPath = path ? `${path}.${key.replaceAll("\0", "")}` : key.replaceAll("\0", "");
      if (key.includes("\0")) return childPath || "body";
      pending.push([child, childPath]);
    }
  }
  return undefined;
}

/** Parses a JSON body with a zod schema; a bad or missing field, or text with NUL in it, is a 400 naming it. */
export async function readJsonBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const text = await c.req.text().catch(() => "");
  let body: unknown;
  // No body is an absent one (a schema may allow that); a body that is not JSON is refused, never taken for none.
  if (text.trim() !== "") {
    try {
      body = JSON.parse(text);
    } catch {
      throw new DomainError("invalid", problem("body_not_json"), [onField("body", problem("not_json"))]);
    }
  }
  const nulAt = findNul(body);
  if (nulAt !== undefined)
    throw new DomainError("invalid", problem("invalid_request", { part: "body", fields: [nulAt] }), [
      onField(nulAt, problem("nul_character")),
    ]);
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw invalidRequest(parsed.error, "body");
}
