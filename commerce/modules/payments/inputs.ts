import { z } from "zod";
import { coded } from "#commerce/validation.ts";

/** Instalment plans the shop offers: months to spread a payment over. */
export const instalmentMonths = [3, 6, 12] as const;

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

function expiryIsAhead(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split("/").map(Number);
  const lastDay = new Date(Date.UTC(2000 + year!, month!, 1));
  return lastDay.getTime() > now.getTime();
}

/** What a shopper types to pay: a card, or the choice of an instalment plan. */
export const paymentDetailsInput = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("card"),
    cardNumber: z
      .string()
      .transform((value) => value.replace(/[\s-]/g, ""))
      .pipe(
        z
          .string()
          .min(1, coded("required"))
          .regex(/^\d{12,19}$/, coded("card_number_invalid"))
          .refine(passesLuhn, coded("card_number_invalid")),
      ),
    expiry: z
      .string()
      .trim()
      .min(1, coded("required"))
      .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, coded("card_expiry_invalid"))
      .refine((expiry) => expiryIsAhead(expiry, new Date()), coded("card_expiry_invalid")),
    cvc: z
      .string()
      .trim()
      .min(1, coded("required"))
      .regex(/^\d{3,4}$/, coded("card_cvc_invalid")),
  }),
  /** The provider's own checkout (Klarna): the shopper chooses how to pay there. */
  z.object({ kind: z.literal("hosted") }),
  z.object({
    kind: z.literal("instalments"),
    months: z.coerce
      .number()
      .refine((months) => (instalmentMonths as readonly number[]).includes(months), coded("instalment_months_invalid")),
  }),
]);
export type PaymentDetailsInput = z.input<typeof paymentDetailsInput>;
export type PaymentDetails = z.output<typeof paymentDetailsInput>;

/** Each plan's monthly amount for a total, interest-free, rounded up to the minor unit. */
export function instalmentPlans(totalIncVat: number): { months: number; monthlyAmount: number }[] {
  return instalmentMonths.map((months) => ({ months, monthlyAmount: Math.ceil(totalIncVat / months) }));
}
