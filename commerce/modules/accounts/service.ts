import type { Database } from "#commerce/db/client.ts";
import type { AddressInput } from "../basket/index.ts";
import type {
  LoginInput,
  PasswordChangeInput,
  PasswordResetInput,
  PasswordResetRequestInput,
  PersonalDataInput,
  SignUpInput,
} from "./inputs.ts";
import { activate, changePassword, deactivate, updatePersonalData, type ActivationInput } from "./account-lifecycle.ts";
import {
  addAddress,
  deleteAddress,
  findDefaultAddress,
  getAddress,
  listAddresses,
  updateAddress,
  type AddressType,
  type DefaultAddress,
  type SavedAddress,
} from "./address-book.ts";
import { isPasswordResetTokenUsable, requestPasswordReset, resetPassword } from "./password-reset.ts";
import { listPaymentMethods, removePaymentMethod, type SavedPaymentMethod } from "./saved-payment-methods.ts";
import { findSessionCustomer, logIn, logOut, type LoginResult, type SessionCustomer } from "./sessions.ts";
import { signUp, type SignedUpCustomer } from "./sign-up.ts";

/** Customer accounts: sign-up, sessions, password reset, profile, addresses and saved payment methods. */
export interface AccountsService {
  /** SPEC §5 sign-up: a new customer, refused for a registered email. */
  signUp(input: SignUpInput): Promise<SignedUpCustomer>;
  /** Checks credentials and opens a new session (a fresh token at every login). */
  logIn(input: LoginInput): Promise<LoginResult>;
  /** The active customer a session token belongs to, or undefined for an unknown or expired token. */
  findSessionCustomer(sessionToken: string): Promise<SessionCustomer | undefined>;
  /** Ends one session; an unknown token is fine. */
  logOut(sessionToken: string): Promise<void>;
  /** Forgot password: a single-use, expiring link by email; the same answer, as fast, for any address. */
  requestPasswordReset(input: PasswordResetRequestInput): { delivered: Promise<void> };
  /** Whether an emailed reset token still works (unused, within its hour); nothing about its account. */
  isPasswordResetTokenUsable(token: string): Promise<boolean>;
  /** A new password with an emailed token; every session ends. */
  resetPassword(input: PasswordResetInput): Promise<void>;
  /** Name and phone. */
  updatePersonalData(customerId: number, input: PersonalDataInput): Promise<void>;
  /** A new password after the current one is given; every other session ends. */
  changePassword(customerId: number, currentSessionToken: string, input: PasswordChangeInput): Promise<void>;
  /** No login until the account is activated again; every session ends. */
  deactivate(customerId: number): Promise<void>;
  /** Activates a deactivated account with its credentials and the shopper's confirmation. */
  activate(input: ActivationInput): Promise<void>;
  /** A customer's addresses, by type, each type's default first. */
  listAddresses(customerId: number): Promise<SavedAddress[]>;
  /** The default address of one type (the newest when none is marked), to prefill checkout. */
  findDefaultAddress(customerId: number, type: AddressType): Promise<DefaultAddress | undefined>;
  /** One address; someone else's is not found. */
  getAddress(customerId: number, id: string): Promise<SavedAddress>;
  /** Adds an address; the first of its type becomes the default. */
  addAddress(customerId: number, type: AddressType, input: AddressInput, isDefault?: boolean): Promise<SavedAddress>;
  /** Replaces one of the customer's addresses, and makes it the default of its type when asked. */
  updateAddress(customerId: number, id: string, input: AddressInput, isDefault?: boolean): Promise<SavedAddress>;
  /** Deletes an address; when it was the default, the next of its type takes over. */
  deleteAddress(customerId: number, id: string): Promise<void>;
  /** A customer's saved payment methods, oldest first. */
  listPaymentMethods(customerId: number): Promise<SavedPaymentMethod[]>;
  /** Removes a saved method; someone else's is not found. */
  removePaymentMethod(customerId: number, id: string): Promise<void>;
}

/** The accounts service on one database. */
export function createAccountsService(db: Database): AccountsService {
  return {
    signUp: (input) => signUp(db, input),
    logIn: (input) => logIn(db, input),
    findSessionCustomer: (sessionToken) => findSessionCustomer(db, sessionToken),
    logOut: (sessionToken) => logOut(db, sessionToken),
    requestPasswordReset: (input) => requestPasswordReset(db, input),
    isPasswordResetTokenUsable: (token) => isPasswordResetTokenUsable(db, token),
    resetPassword: (input) => resetPassword(db, input),
    updatePersonalData: (customerId, input) => updatePersonalData(db, customerId, input),
    changePassword: (customerId, currentSessionToken, input) =>
      changePassword(db, customerId, currentSessionToken, input),
    deactivate: (customerId) => deactivate(db, customerId),
    activate: (input) => activate(db, input),
    listAddresses: (customerId) => listAddresses(db, customerId),
    findDefaultAddress: (customerId, type) => findDefaultAddress(db, customerId, type),
    getAddress: (customerId, id) => getAddress(db, customerId, id),
    addAddress: (customerId, type, input, isDefault) => addAddress(db, customerId, type, input, isDefault),
    updateAddress: (customerId, id, input, isDefault) => updateAddress(db, customerId, id, input, isDefault),
    deleteAddress: (customerId, id) => deleteAddress(db, customerId, id),
    listPaymentMethods: (customerId) => listPaymentMethods(db, customerId),
    removePaymentMethod: (customerId, id) => removePaymentMethod(db, customerId, id),
  };
}
