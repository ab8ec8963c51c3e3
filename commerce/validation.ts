import { z } from "zod";

/** SPEC §5 messages, in English; each edge can show them in the shopper's language. */
export const validationMessages = {
  required: "Value is required",
  email: "Value is not a valid email address",
  minLength: (min: number) => `This field should be at least ${min} characters long`,
  maxLength: (max: number) => `The maximum length allowed is ${max}`,
} as const;

/** An email address as SPEC §5 checks it, lower-cased. */
export const emailField = z
  .string()
  .trim()
  .min(1, validationMessages.required)
  .max(254, validationMessages.maxLength(254))
  .email(validationMessages.email)
  .transform((email) => email.toLowerCase());
