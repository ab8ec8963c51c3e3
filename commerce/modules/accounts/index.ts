export {
  credentialsInput,
  deleteConfirmationPhrase,
  passwordField,
  signUpInput,
  type LoginInput,
  type SignUpInput,
} from "./inputs.ts";
export { resetTokenLifetimeSeconds } from "./password-reset.ts";
export { absentPasswordHash, hashPassword, verifyPassword } from "./password.ts";
export { hitRateLimit, hitRateLimits, passwordAttemptLimit, type RateLimit } from "./rate-limit.ts";
export { createAccountsService, type AccountsService } from "./service.ts";
export { sessionLifetimeSeconds, type LoginResult, type SessionCustomer } from "./sessions.ts";
export { type AddressType, type SavedAddress } from "./address-book.ts";
export { cardBrand, saveCard, type SavedPaymentMethod } from "./saved-payment-methods.ts";
export { eraseCustomer, lockCustomerForErasure, unusablePasswordHash } from "./account-erasure.ts";
export { activateCustomer, deactivate } from "./account-lifecycle.ts";
export { listAddresses } from "./address-book.ts";
export {
  findCustomerProfile,
  listCustomers,
  type CustomerListItem,
  type CustomerListQuery,
  type CustomerPage,
  type CustomerProfile,
  type CustomerStatus,
} from "./customer-directory.ts";
export { exportAccountData, type AccountDataExport, type ExportedPaymentMethod } from "./customer-data-export.ts";
