export {
  credentialsInput,
  deleteConfirmationPhrase,
  signUpInput,
  type LoginInput,
  type SignUpInput,
} from "./inputs.ts";
export { resetTokenLifetimeSeconds } from "./password-reset.ts";
export { hashPassword } from "./password.ts";
export { hitRateLimit, hitRateLimits, type RateLimit } from "./rate-limit.ts";
export { createAccountsService, type AccountsService } from "./service.ts";
export { sessionLifetimeSeconds, type LoginResult, type SessionCustomer } from "./sessions.ts";
export { type AddressType, type SavedAddress } from "./address-book.ts";
export { cardBrand, saveCard, type SavedPaymentMethod } from "./saved-payment-methods.ts";
export { eraseCustomer, lockCustomerForErasure, unusablePasswordHash } from "./account-erasure.ts";
