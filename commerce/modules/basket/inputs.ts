import { z } from "zod";
import { emailField, idField, validationMessages } from "../../validation.ts";

const required = (max: number) => z.string().trim().min(1, validationMessages.required).max(max, validationMessages.maxLength(max));
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, validationMessages.maxLength(max))
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
  country: z.string().trim().length(2, validationMessages.required).toUpperCase(),
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
    quantity: z.coerce.number().int().min(1, "Quantity must be at least 1").max(99, "Quantity can be at most 99"),
  })
  .refine((item) => item.variantId !== undefined || item.partNo !== undefined, { message: "variantId or partNo is required", path: ["variantId"] });
export type BasketItemInput = z.input<typeof basketItemInput>;

/** A new quantity for a line; 0 removes it. */
export const basketItemUpdateInput = z.object({
  itemId: z.coerce.number().pipe(idField),
  quantity: z.coerce.number().int().min(0, "Quantity cannot be negative").max(99, "Quantity can be at most 99"),
});
export type BasketItemUpdateInput = z.input<typeof basketItemUpdateInput>;
