import type { z } from "zod";
import { cardCvcMessage, cardExpiryMessage, cardNumberMessage } from "../../commerce/modules/payments/card-messages.ts";
import { validationMessages } from "../../commerce/validation-messages.ts";
import type { MessageKey } from "./translate.ts";

const keyBySpecMessage: Record<string, MessageKey> = {
  [validationMessages.required]: "validation.required",
  [validationMessages.email]: "validation.email",
  [cardNumberMessage]: "checkout.cardNumberInvalid",
  [cardExpiryMessage]: "checkout.expiryInvalid",
  [cardCvcMessage]: "checkout.cvcInvalid",
};

/**
 * The engine validates with SPEC §5's English messages; forms show each first field error as a
 * message key, so the page can say it in the shopper's language.
 */
export function fieldErrorKeys(error: z.ZodError | Record<string, string>): Record<string, MessageKey> {
  const issues = "issues" in error && Array.isArray(error.issues) ? error.issues.map((issue) => [String(issue.path[0] ?? "form"), issue.message] as const) : Object.entries(error as Record<string, string>);
  const fields: Record<string, MessageKey> = {};
  for (const [field, message] of issues) fields[field] ??= keyBySpecMessage[message] ?? "validation.required";
  return fields;
}

/** Whether a string from outside (a URL, say) names one of SPEC §5's field messages. */
export function isValidationKey(value: unknown): value is MessageKey {
  return typeof value === "string" && Object.values(keyBySpecMessage).includes(value as MessageKey);
}

export interface FieldRules {
  required?: boolean;
  email?: boolean;
  minLength?: number | undefined;
  maxLength?: number | undefined;
}

/** A field error as a message and its parameters, so it can be said in the shopper's language. */
export interface FieldError {
  key: MessageKey;
  params?: Record<string, number>;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** SPEC §5's rules for one typed value, in its order: required, email, minimum and maximum length. */
export function checkFieldValue(raw: string, rules: FieldRules): FieldError | undefined {
  const value = raw.trim();
  if (value === "") return rules.required ? { key: "validation.required" } : undefined;
  if (rules.email && !emailPattern.test(value)) return { key: "validation.email" };
  if (rules.minLength !== undefined && value.length < rules.minLength) return { key: "validation.minLength", params: { min: rules.minLength } };
  if (rules.maxLength !== undefined && value.length > rules.maxLength) return { key: "validation.maxLength", params: { max: rules.maxLength } };
  return undefined;
}
