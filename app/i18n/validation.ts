import type { LocalMessage } from "./error-messages.ts";

export interface FieldRules {
  required?: boolean;
  email?: boolean;
  minLength?: number | undefined;
  maxLength?: number | undefined;
}

/** A field error as a message and its parameters, so it can be said in the shopper's language. */
export type FieldError = LocalMessage;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** SPEC §5's rules for one typed value, in its order: required, email, minimum and maximum length. */
export function checkFieldValue(raw: string, rules: FieldRules): FieldError | undefined {
  const value = raw.trim();
  if (value === "") return rules.required ? { key: "validation.required" } : undefined;
  if (rules.email && !emailPattern.test(value)) return { key: "validation.email" };
  if (rules.minLength !== undefined && value.length < rules.minLength)
    return { key: "validation.minLength", params: { min: rules.minLength } };
  if (rules.maxLength !== undefined && value.length > rules.maxLength)
    return { key: "validation.maxLength", params: { max: rules.maxLength } };
  return undefined;
}
