import { z } from "zod";
import { coded, emailField } from "#commerce/validation.ts";

/** Passwords are at most this long (a longer one could never have been set), so no request makes us hash megabytes. */
const maxPasswordLength = 200;
/** A password being checked rather than chosen: any length a chosen one may have. */
const givenPassword = z.string().min(1, coded("required")).max(maxPasswordLength, coded("too_long"));

/** What a shopper types into the login form. */
export const credentialsInput = z.object({
  email: emailField,
  password: givenPassword,
});

export const loginInput = credentialsInput.extend({
  /** The client's address, for the per-address rate limit. */
  clientAddress: z.string().max(100),
});

export type LoginInput = z.input<typeof loginInput>;

const name = z.string().trim().min(1, coded("required")).max(100, coded("too_long"));
/** Long enough to resist guessing, short enough to hash quickly. */
export const passwordField = z.string().min(8, coded("too_short")).max(maxPasswordLength, coded("too_long"));
const consent = z.boolean(coded("required")).refine((accepted) => accepted, coded("required"));

/** SPEC §5 sign-up: email, password, names, and consent to the data protection information and the terms. */
export const signUpInput = z.object({
  email: emailField,
  password: passwordField,
  firstName: name,
  lastName: name,
  acceptDataProtection: consent,
  acceptTerms: consent,
  newsletter: z.boolean().default(false),
  locale: z.enum(["sv-SE", "en-GB"]),
  clientAddress: z.string().max(100),
  /** The shop's home page in the customer's language, linked from the welcome mail; no welcome mail without it. */
  shopUrl: z.url().optional(),
});
export type SignUpInput = z.input<typeof signUpInput>;

export const passwordResetRequestInput = z.object({
  email: emailField,
  locale: z.enum(["sv-SE", "en-GB"]),
  clientAddress: z.string().max(100),
  /** Where the emailed link leads; the token is added to it. */
  resetUrl: z.url(),
});
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestInput>;

export const passwordResetInput = z.object({
  token: z.string().min(20).max(200),
  password: passwordField,
});
export type PasswordResetInput = z.input<typeof passwordResetInput>;

/** The typed confirmation SPEC §5 asks for before an account is deleted. */
export const deleteConfirmationPhrase = "I understand this, please delete my account";

export const personalDataInput = z.object({
  firstName: name,
  lastName: name,
  phone: z
    .string()
    .trim()
    .max(30, coded("too_long"))
    .optional()
    .transform((value) => value || null),
});
export type PersonalDataInput = z.input<typeof personalDataInput>;

export const passwordChangeInput = z.object({
  currentPassword: givenPassword,
  newPassword: passwordField,
});
export type PasswordChangeInput = z.input<typeof passwordChangeInput>;
