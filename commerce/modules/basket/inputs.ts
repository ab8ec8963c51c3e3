import { z } from "zod";
import { problem } from "#commerce/error-codes.ts";
import { coded, emailField, idField, invalidInput } from "#commerce/validation.ts";

const required = (max: number) => z.string().trim().min(1, coded("required")).max(max, coded("too_long"));
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, coded("too_long"))
    .optional()
    .transform((value) => value || undefined);

/** SPEC §3 address: billing or shipping. */
export const addressInput = z.object({
  firstName: required(100),
  lastName: required(100),
  company: optional(100),
  streetAddress: required(200),
  zipCode: required(10),
  city: required(100),
  country: z.string().trim().length(2, coded("required")).toUpperCase(),
  phone: optional(30),
});
export type AddressInput = z.input<typeof addressInput>;
export type Address = z.output<typeof addressInput>;

/** SPEC §7 update-buyer: who buys, and where the order goes. */
export const buyerInput = z.object({
  email: emailField,
  phone: optional(30),
  billingAddress: addressInput,
  /** Absent when goods go to the billing address. */
  shippingAddress: addressInput.optional(),
});
export type BuyerInput = z.input<typeof buyerInput>;
export type Buyer = z.output<typeof buyerInput>;

/** A line to add: one variant (by id or part number) and how many. */
export const basketItemInput = z
  .object({
    variantId: z.coerce.number().pipe(idField).optional(),
    partNo: z.string().trim().min(1).max(100).optional(),
    quantity: z.coerce.number().int().min(1, coded("quantity_below_one")).max(99, coded("quantity_too_large")),
  })
  .refine((item) => item.variantId !== undefined || item.partNo !== undefined, {
    ...coded("variant_or_part_required"),
    path: ["variantId"],
  });
export type BasketItemInput = z.input<typeof basketItemInput>;

/** A new quantity for a line; 0 removes it. */
export const basketItemUpdateInput = z.object({
  itemId: z.coerce.number().pipe(idField),
  quantity: z.coerce.number().int().min(0, coded("quantity_negative")).max(99, coded("quantity_too_large")),
});
export type BasketItemUpdateInput = z.input<typeof basketItemUpdateInput>;

/** One of the basket's inputs, parsed; a refused one is `invalid_basket_input` with its fields' problems. */
export function parseBasketInput<T>(
  schema: {
    safeParse: (
      input: unknown,
    ) => { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  input: unknown,
): T {
  const result = schema.safeParse(input);
  if (!result.success) throw invalidInput(problem("invalid_basket_input"), result.error);
  return result.data;
}
