import { z } from "zod";

/** SPEC §5 messages, keyed so that each edge can show them in the shopper's language. */
export const validationMessages = {
  required: "Value is required",
  email: "Value is not a valid email address",
} as const;

/** What a shopper types into the login form. */
export const credentialsInput = z.object({
  email: z.string().trim().min(1, validationMessages.required).max(254).email(validationMessages.email).transform((email) => email.toLowerCase()),
  password: z.string().min(1, validationMessages.required).max(1000),
});

export const loginInput = credentialsInput.extend({
  /** The client's address, for the per-address rate limit. */
  clientAddress: z.string().max(100),
});

export type LoginInput = z.input<typeof loginInput>;
