import type { Database } from "#commerce/db/client.ts";
import type { SubscribeInput } from "./inputs.ts";
import { isSubscribed, subscribe, unsubscribe } from "./subscriptions.ts";

/** Newsletter subscriptions, one per email address. */
export interface NewsletterService {
  /** Subscribes an address (again after an unsubscribe); the same answer whether or not it was known. */
  subscribe(input: SubscribeInput): Promise<{ email: string }>;
  /** Stops the newsletter to an address; unknown addresses are fine. */
  unsubscribe(email: string): Promise<void>;
  /** Whether an address is subscribed now. */
  isSubscribed(email: string): Promise<boolean>;
}

/** The newsletter service on one database. */
export function createNewsletterService(db: Database): NewsletterService {
  return {
    subscribe: (input) => subscribe(db, input),
    unsubscribe: (email) => unsubscribe(db, email),
    isSubscribed: (email) => isSubscribed(db, email),
  };
}
