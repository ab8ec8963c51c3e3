import { eq, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#commerce/db/client.ts";
import { newsletterSubscriptions } from "./schema.ts";

/** Erases an address from the newsletter inside the caller's transaction (account deletion): unsubscribed, the address gone. */
export async function eraseSubscriber(tx: DatabaseOrTransaction, email: string): Promise<void> {
  await tx
    .update(newsletterSubscriptions)
    .set({ email: sql`'deleted-' || ${newsletterSubscriptions.id}`, unsubscribedAt: new Date() })
    .where(eq(newsletterSubscriptions.email, email));
}
