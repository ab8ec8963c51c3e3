import { z } from "zod";
import { shopLocales } from "#commerce/locale.ts";
import { problem } from "#commerce/error-codes.ts";
import { coded, emailField, idField, invalidInput } from "#commerce/validation.ts";
import { credentialsInput, passwordField } from "../accounts/index.ts";
import { staffRole } from "./schema.ts";

const clientAddress = z.string().max(100);
const token = z.string().min(20).max(200);

/** What a staff member types to sign in, checked like a shopper's credentials. */
export const staffSignInInput = credentialsInput.extend({ clientAddress });
export type StaffSignInInput = z.input<typeof staffSignInInput>;

/** A six-digit code from an authenticator app; spaces are allowed, as apps show them. */
export const totpCodeInput = z
  .string()
  .transform((code) => code.replace(/\s/g, ""))
  .pipe(z.string().min(1, coded("required")).max(12, coded("too_long")));

export const staffLocaleInput = z.enum(shopLocales);
export const staffRoleInput = z.enum(staffRole.enumValues, coded("unknown_role"));

/** An owner asks someone to join: who, in which role, and in which language the back office and the invite speak to them. */
export const staffInviteInput = z.object({
  email: emailField,
  name: z.string().trim().min(1, coded("required")).max(100, coded("too_long")),
  role: staffRoleInput,
  locale: staffLocaleInput.default("sv-SE"),
});
export type StaffInviteInput = z.input<typeof staffInviteInput>;

/** A member's id, or the 400 every edge answers for a bad one. */
export function parseStaffId(staffId: unknown): number {
  const parsed = idField.safeParse(staffId);
  if (!parsed.success) throw invalidInput(problem("invalid_id"), parsed.error, "staffId");
  return parsed.data;
}

/** A role, or the 400 (on the role field) for anything else. */
export function parseStaffRole(role: unknown): z.output<typeof staffRoleInput> {
  const parsed = staffRoleInput.safeParse(role);
  if (!parsed.success) throw invalidInput(problem("unknown_role"), parsed.error, "role");
  return parsed.data;
}

/** A password chosen through an emailed link (an invite or a reset). */
export const staffTokenPasswordInput = z.object({ token, password: passwordField });
export type StaffTokenPasswordInput = z.input<typeof staffTokenPasswordInput>;

export const staffPasswordResetRequestInput = z.object({
  email: emailField,
  clientAddress,
  /** Where the emailed link leads (from configuration, never from a Host header); the token is added to it. */
  resetUrl: z.url(),
});
export type StaffPasswordResetRequestInput = z.input<typeof staffPasswordResetRequestInput>;

export const staffPasswordChangeInput = z.object({
  currentPassword: credentialsInput.shape.password,
  newPassword: passwordField,
});
export type StaffPasswordChangeInput = z.input<typeof staffPasswordChangeInput>;
