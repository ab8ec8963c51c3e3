import type { AccountsService, LoginResult } from "../modules/accounts/index.ts";
import type { BasketService } from "../modules/basket/index.ts";

export interface LogInShopperInput {
  email: string;
  password: string;
  clientAddress: string;
  /** The basket the shopper used as a guest (its cookie), if any. */
  guestBasketId: string | undefined;
}

/** A login, plus the basket the customer now uses (the guest's, or their saved one with the guest's lines merged in). */
export type LogInShopperResult =
  (LoginResult & { ok: false }) | (LoginResult & { ok: true; basketId: string | undefined });

/**
 * Logs a shopper in: a fresh session, and the guest's basket becomes the customer's, merged into a
 * basket they saved earlier up to what is in stock. The storefront's login form and the JSON API's
 * login (and sign-up and activation, which log in) both go through here, so they cannot drift apart.
 */
export async function logInShopper(
  engine: { accounts: AccountsService; basket: BasketService },
  input: LogInShopperInput,
): Promise<LogInShopperResult> {
  const login = await engine.accounts.logIn({
    email: input.email,
    password: input.password,
    clientAddress: input.clientAddress,
  });
  if (!login.ok) return login;
  return { ...login, basketId: await engine.basket.claimBasket(input.guestBasketId, login.customer.id) };
}
