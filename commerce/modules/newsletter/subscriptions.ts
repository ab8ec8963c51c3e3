import { eq, sql } from "drizzle-orm";
import { problem } from "#commerce/error-codes.ts";
import type { Database } from "#commerce/db/client.ts";
import { invalidInput } from "#commerce/validation.ts";
import { subscribeInput, type SubscribeInput } from "./inputs.ts";
import { newsletterSubscriptions } from "./schema.ts";

/**
 * Subscribes an address, or subscribes it again after an unsubscribe. Subscribing twice is
 * harmless, and the answer is the same whether or not the address was known.
 */
export async function subscribe(db: Database, input: SubscribeInput): Promise<{ email: string }> {
  const parsed = subscribeInput.safeParse(input);
  if (!parsed.success) throw invalidInput(problem("invalid_subscription"), parsed.error);
  const { email, locale } = parsed.data;
  await db
    .insert(newsletterSubscriptions)
    .values({ email, locale })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: {
        locale,
        unsubscribedAt: null,
        subscribedAt: sql`case when ${newsletterSubscriptions.unsubscribedAt} is null then ${newsletterSubscriptions.subscribedAt} else now() end`,
      },
    });
  return { email };
}

/** Stops the newsletter to an address; unknown addresses are fine. */
export async function unsubscribe(db: Database, email: string): Promise<void> {
  await db
    .update(newsletterSubscriptions)
    .set({ unsubscribedAt: new Date() })
    .where(eq(newsletterSubscriptions.email, email.trim().toLowerCase()));
}

/** Whether an address is subscribed now. */
export async function isSubscribed(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ unsubscribedAt: newsletterSubscriptions.unsubscribedAt })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email.trim().toLowerCase()));
  return row !== undefined && row.unsubscribedAt === null;
}
