import { z } from "zod";
import { shopLocales } from "#commerce/locale.ts";
import { emailField } from "#commerce/validation.ts";

export const subscribeInput = z.object({
  email: emailField,
  locale: z.enum(shopLocales),
});
export type SubscribeInput = z.input<typeof subscribeInput>;
