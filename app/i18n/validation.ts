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

const lengthMessages: { pattern: RegExp; key: MessageKey; param: string }[] = [
  { pattern: /^This field should be at least (\d+) characters long$/, key: "validation.minLength", param: "min" },
  { pattern: /^The maximum length allowed is (\d+)$/, key: "validation.maxLength", param: "max" },
];

/**
 * The engine validates with SPEC §5's English messages; forms show each field's error as a message
 * key with its parameters (the length messages carry them), so the page can say it in the shopper's
 * language. `known` adds messages of the page's own (SPEC §8's account messages, say).
 */
export function fieldErrors(fields: Record<string, string>, known: Record<string, MessageKey> = {}): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const [field, message] of Object.entries(fields)) {
    const length = lengthMessages.map(({ pattern, key, param }) => ({ match: pattern.exec(message), key, param })).find(({ match }) => match);
    errors[field] = length ? { key: length.key, params: { [length.param]: Number(length.match![1]) } } : { key: known[message] ?? keyBySpecMessage[message] ?? "validation.required" };
  }
  return errors;
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
