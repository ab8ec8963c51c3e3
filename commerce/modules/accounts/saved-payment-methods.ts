import { and, asc, eq } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "#commerce/db/client.ts";
import { DomainError } from "#commerce/errors.ts";
import { problem } from "#commerce/error-codes.ts";
import { isUuid } from "#commerce/validation.ts";
import { savedPaymentMethods } from "./schema.ts";

export type SavedPaymentMethod = Omit<typeof savedPaymentMethods.$inferSelect, "providerReference" | "customerId">;

/** The card's brand from its first digits, as shown to the shopper. */
export function cardBrand(cardNumber: string): string {
  if (/^4/.test(cardNumber)) return "Visa";
  if (/^(5[1-5]|2[2-7])/.test(cardNumber)) return "Mastercard";
  if (/^3[47]/.test(cardNumber)) return "American Express";
  return "Card";
}

/** Keeps a card the provider stored for the customer: only its reference and what identifies it to them. */
export async function saveCard(
  tx: DatabaseOrTransaction,
  card: { customerId: number; provider: string; providerReference: string; cardNumber: string; expiry: string },
): Promise<void> {
  const [month, year] = card.expiry.split("/").map(Number);
  await tx.insert(savedPaymentMethods).values({
    customerId: card.customerId,
    provider: card.provider,
    providerReference: card.providerReference,
    brand: cardBrand(card.cardNumber),
    last4: card.cardNumber.slice(-4),
    expiryMonth: month!,
    expiryYear: 2000 + year!,
  });
}

/** A customer's saved payment methods, oldest first; only what identifies each to them. */
export function listPaymentMethods(db: Database, customerId: number): Promise<SavedPaymentMethod[]> {
  return db
    .select({
      id: savedPaymentMethods.id,
      provider: savedPaymentMethods.provider,
      brand: savedPaymentMethods.brand,
      last4: savedPaymentMethods.last4,
      expiryMonth: savedPaymentMethods.expiryMonth,
      expiryYear: savedPaymentMethods.expiryYear,
      createdAt: savedPaymentMethods.createdAt,
    })
    .from(savedPaymentMethods)
    .where(eq(savedPaymentMethods.customerId, customerId))
    .orderBy(asc(savedPaymentMethods.createdAt));
}

/** Removes a saved method; someone else's is not found. */
export async function removePaymentMethod(db: Database, customerId: number, id: string): Promise<void> {
  if (!isUuid(id)) throw new DomainError("not_found", problem("payment_method_not_found"));
  const removed = await db
    .delete(savedPaymentMethods)
    .where(and(eq(savedPaymentMethods.id, id), eq(savedPaymentMethods.customerId, customerId)))
    .returning({ id: savedPaymentMethods.id });
  if (removed.length === 0) throw new DomainError("not_found", problem("payment_method_not_found"));
}
