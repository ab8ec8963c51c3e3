import { z } from "zod";
import { defineBlock, optionalText, requiredText } from "./fields.ts";

/** Blocks a shopper types into. */

/** A labelled field checked with SPEC §5's rules as the shopper types. */
export const inputBlock = defineBlock("Input", {
  label: requiredText,
  name: requiredText.regex(/^[a-z][a-z0-9_-]*$/i, "Name must be letters, digits, - and _"),
  type: z.enum(["text", "email", "tel"]).default("text"),
  required: z.boolean().default(false),
  min_length: z.coerce.number().int().min(1).max(1000).optional(),
  max_length: z.coerce.number().int().min(1).max(1000).optional(),
  placeholder: optionalText,
  help_text: optionalText,
});

/** Newsletter sign-up: an email field that subscribes the shopper. */
export const newsletterBlock = defineBlock("Newsletter", {
  title: requiredText,
  text: optionalText,
  button_label: optionalText,
});
