import { defaultShopLocale, type ShopLocale } from "../locale.ts";
import type { AccountsService, SignUpInput } from "../modules/accounts/index.ts";

export interface SignUpCustomerInput extends Omit<SignUpInput, "shopUrl"> {
  /**
   * The shop's public origin as the server resolves it (PUBLIC_URL when configured, never an
   * unchecked Host header): the welcome mail's links start with it.
   */
  shopOrigin: string;
}

/** The storefront's home page in a locale: sv-SE has no prefix, en-GB lives under /en-GB. */
const homePath = (locale: ShopLocale) => (locale === defaultShopLocale ? "/" : `/${locale}`);

/**
 * Creates a customer's account and queues their welcome mail with it, linking to the shop's home
 * page in their language. The storefront's sign-up form and the JSON API's create-account both go
 * through here, so neither can create an account without welcoming its customer.
 */
export function signUpCustomer(
  engine: { accounts: AccountsService },
  { shopOrigin, ...account }: SignUpCustomerInput,
): ReturnType<AccountsService["signUp"]> {
  return engine.accounts.signUp({ ...account, shopUrl: new URL(homePath(account.locale), shopOrigin).toString() });
}
