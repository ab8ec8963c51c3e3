import { asc, eq, isNull } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#commerce/db/client.ts";
import { newsletterSubscriptions } from "./schema.ts";

/** An address's newsletter consent: when given, in which language, and when withdrawn (null while subscribed). */
export interface NewsletterConsent {
  email: string;
  locale: string;
  subscribedAt: Date;
  unsubscribedAt: Date | null;
}

const consentColumns = {
  email: newsletterSubscriptions.email,
  locale: newsletterSubscriptions.locale,
  subscribedAt: newsletterSubscriptions.subscribedAt,
  unsubscribedAt: newsletterSubscriptions.unsubscribedAt,
};

/** What the newsletter knows of an address (subscribed now or once); undefined when it never was. */
export async function findNewsletterConsent(
  db: DatabaseOrTransaction,
  email: string,
): Promise<NewsletterConsent | undefined> {
  const [consent] = await db
    .select(consentColumns)
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email.trim().toLowerCase()));
  return consent;
}

/** Every address subscribed now, in the order they first subscribed. */
export function listSubscribers(db: DatabaseOrTransaction): Promise<NewsletterConsent[]> {
  return db
    .select(consentColumns)
    .from(newsletterSubscriptions)
    .where(isNull(newsletterSubscriptions.unsubscribedAt))
    .orderBy(asc(newsletterSubscriptions.id));
}
