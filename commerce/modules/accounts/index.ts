export { credentialsInput, type LoginInput } from "./inputs.ts";
export { hashPassword } from "./password.ts";
export { createAccountsService, sessionLifetimeSeconds, type AccountsService, type LoginResult, type SessionCustomer } from "./service.ts";
