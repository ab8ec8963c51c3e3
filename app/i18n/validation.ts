import type { z } from "zod";
import { validationMessages } from "../../commerce/modules/accounts/index.ts";
import type { MessageKey } from "./translate.ts";

const keyBySpecMessage: Record<string, MessageKey> = {
  [validationMessages.required]: "validation.required",
  [validationMessages.email]: "validation.email",
};

/**
 * The engine validates with SPEC §5's English messages; forms show each first field error as a
 * message key, so the page can say it in the shopper's language.
 */
export function fieldErrorKeys(error: z.ZodError): Record<string, MessageKey> {
  const fields: Record<string, MessageKey> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    fields[field] ??= keyBySpecMessage[issue.message] ?? "validation.required";
  }
  return fields;
}
