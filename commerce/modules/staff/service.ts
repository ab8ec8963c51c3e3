import type { Database } from "#commerce/db/client.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import type {
  StaffInviteInput,
  StaffPasswordChangeInput,
  StaffPasswordResetRequestInput,
  StaffSignInInput,
  StaffTokenPasswordInput,
} from "./inputs.ts";
import { acceptInvite, describeInvite, inviteMember, resendInvite } from "./invites.ts";
import type { StaffMember } from "./members.ts";
import {
  beginTwoFactorSetup,
  changeOwnPassword,
  confirmTwoFactor,
  disableTwoFactor,
  readOwnAccount,
  setOwnLocale,
  type OwnAccount,
} from "./own-account.ts";
import { requestStaffPasswordReset, resetStaffPassword } from "./password-reset.ts";
import type { StaffActor, StaffRole } from "../access/index.ts";
import {
  findStaffSession,
  signIn,
  signOut,
  verifySecondFactor,
  type StaffSession,
  type StaffSignInResult,
} from "./sessions.ts";
import { changeRole, deactivateMember, listMembers, reactivateMember } from "./team.ts";

/**
 * The people who run the shop: sign-in with an optional second factor, invites, password resets,
 * roles and deactivation (owners only, audited), and each member's own account.
 */
export interface StaffService {
  /** Checks credentials (rate-limited like a shopper's) and opens a session, which may still need its second factor. */
  signIn(input: StaffSignInInput): Promise<StaffSignInResult>;
  /** The session a cookie's token opens, sliding its end on; undefined when it has ended. */
  findSession(sessionToken: string): Promise<StaffSession | undefined>;
  /** Completes a sign-in with a current TOTP code, never one used before. */
  verifySecondFactor(sessionToken: string, code: string): Promise<void>;
  /** Ends one session; an unknown token is fine. */
  signOut(sessionToken: string): Promise<void>;
  /** Who an open invite is for; undefined for a spent or unknown link. */
  describeInvite(token: string): Promise<{ email: string; name: string } | undefined>;
  /** The invited member chooses a password with their link (once, within a week). */
  acceptInvite(input: StaffTokenPasswordInput): Promise<StaffMember>;
  /** Mails a reset link to an active member; the same answer, as fast, for any address. */
  requestPasswordReset(input: StaffPasswordResetRequestInput): { delivered: Promise<void> };
  /** A new password with a reset link (once, within an hour); every session ends. */
  resetPassword(input: StaffTokenPasswordInput): Promise<void>;
  /** Everyone on the staff (`staff.manage`). */
  listMembers(actor: StaffActor): Promise<StaffMember[]>;
  /** Invites someone by email, name and role; the mail's link leads to `acceptUrl` (`staff.manage`). */
  inviteMember(actor: StaffActor, input: StaffInviteInput, acceptUrl: string): Promise<StaffMember>;
  /** A fresh invite for a member who has not accepted yet (`staff.manage`). */
  resendInvite(actor: StaffActor, staffId: number, acceptUrl: string): Promise<StaffMember>;
  /** Another role for a member; the last active owner keeps theirs (`staff.manage`). */
  changeRole(actor: StaffActor, staffId: number, role: StaffRole): Promise<StaffMember>;
  /** Ends a member's sign-in and sessions; never the last active owner (`staff.manage`). */
  deactivateMember(actor: StaffActor, staffId: number): Promise<StaffMember>;
  /** Lets a deactivated member sign in again (`staff.manage`). */
  reactivateMember(actor: StaffActor, staffId: number): Promise<StaffMember>;
  /** The acting member's own account; `issuer` names the shop in authenticator apps. */
  readOwnAccount(actor: StaffActor, issuer: string): Promise<OwnAccount>;
  /** A new password after the current one; the member's other sessions end. */
  changeOwnPassword(actor: StaffActor, currentSessionToken: string, input: StaffPasswordChangeInput): Promise<void>;
  /** The acting member's back-office language. */
  setOwnLocale(actor: StaffActor, locale: ShopLocale): Promise<void>;
  /** A pending TOTP secret to enter in an authenticator app. */
  beginTwoFactorSetup(actor: StaffActor, issuer: string): Promise<{ secret: string; uri: string }>;
  /** Turns two-factor sign-in on with a code from the pending secret. */
  confirmTwoFactor(actor: StaffActor, code: string): Promise<void>;
  /** Turns two-factor sign-in off with a current code. */
  disableTwoFactor(actor: StaffActor, code: string): Promise<void>;
}

/** The staff service on one database. */
export function createStaffService(db: Database): StaffService {
  return {
    signIn: (input) => signIn(db, input),
    findSession: (sessionToken) => findStaffSession(db, sessionToken),
    verifySecondFactor: (sessionToken, code) => verifySecondFactor(db, sessionToken, code),
    signOut: (sessionToken) => signOut(db, sessionToken),
    describeInvite: (token) => describeInvite(db, token),
    acceptInvite: (input) => acceptInvite(db, input),
    requestPasswordReset: (input) => requestStaffPasswordReset(db, input),
    resetPassword: (input) => resetStaffPassword(db, input),
    listMembers: (actor) => listMembers(db, actor),
    inviteMember: (actor, input, acceptUrl) => inviteMember(db, actor, input, acceptUrl),
    resendInvite: (actor, staffId, acceptUrl) => resendInvite(db, actor, staffId, acceptUrl),
    changeRole: (actor, staffId, role) => changeRole(db, actor, staffId, role),
    deactivateMember: (actor, staffId) => deactivateMember(db, actor, staffId),
    reactivateMember: (actor, staffId) => reactivateMember(db, actor, staffId),
    readOwnAccount: (actor, issuer) => readOwnAccount(db, actor, issuer),
    changeOwnPassword: (actor, currentSessionToken, input) => changeOwnPassword(db, actor, currentSessionToken, input),
    setOwnLocale: (actor, locale) => setOwnLocale(db, actor, locale),
    beginTwoFactorSetup: (actor, issuer) => beginTwoFactorSetup(db, actor, issuer),
    confirmTwoFactor: (actor, code) => confirmTwoFactor(db, actor, code),
    disableTwoFactor: (actor, code) => disableTwoFactor(db, actor, code),
  };
}
