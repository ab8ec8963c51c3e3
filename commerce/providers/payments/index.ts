import type { Env } from "#commerce/env.ts";
import { createKlarnaPaymentProvider } from "./klarna/klarna-provider.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { createSandboxPaymentProvider } from "./sandbox.ts";

/** The payment provider the configuration names: `sandbox` (offline test mode) or `klarna`. */
export function createPaymentProvider(
  env: Pick<Env, "PAYMENT_PROVIDER" | "KLARNA_API_URL" | "KLARNA_USERNAME" | "KLARNA_PASSWORD" | "PUBLIC_URL">,
): PaymentProvider {
  if (env.PAYMENT_PROVIDER === "sandbox") return createSandboxPaymentProvider();
  return createKlarnaPaymentProvider({
    apiUrl: env.KLARNA_API_URL,
    username: env.KLARNA_USERNAME!,
    password: env.KLARNA_PASSWORD!,
    shopUrl: env.PUBLIC_URL!,
  });
}
