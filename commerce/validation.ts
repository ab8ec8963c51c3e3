import { z } from "zod";
import { validationMessages } from "./validation-messages.ts";

export { validationMessages };

/** An email address as SPEC §5 checks it, lower-cased. */
export const emailField = z
  .string()
  .trim()
  .min(1, validationMessages.required)
  .max(254, validationMessages.maxLength(254))
  .email(validationMessages.email)
  .transform((email) => email.toLowerCase());
