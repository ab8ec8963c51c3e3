import { z } from "zod";
import { emailField, validationMessages } from "../../validation.ts";

/** What a shopper types into the login form. */
export const credentialsInput = z.object({
  email: emailField,
  password: z.string().min(1, validationMessages.required).max(1000),
});

export const loginInput = credentialsInput.extend({
  /** The client's address, for the per-address rate limit. */
  clientAddress: z.string().max(100),
});

export type LoginInput = z.input<typeof loginInput>;
