import { z } from "zod";
import { shopLocales } from "../../locale.ts";
import { emailField } from "../../validation.ts";

export const subscribeInput = z.object({
  email: emailField,
  locale: z.enum(shopLocales),
});
export type SubscribeInput = z.input<typeof subscribeInput>;
