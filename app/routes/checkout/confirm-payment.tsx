import { useEffect } from "react";
import { Form, redirect, useFetcher, useLoaderData } from "react-router";
import { z } from "zod";
import { isDomainError } from "#commerce/errors.ts";
import type { PlaceOrderResult } from "#commerce/flows/place-order.ts";
import type { Route } from "./+types/confirm-payment.ts";
import { useCspNonce, withCspNonce } from "#app/http/csp-nonce.ts";
import { pageNotFound } from "#app/http/not-found.ts";
import { localizePath } from "#app/i18n/locale-routing.ts";
import { createTranslator, resolveMessages } from "#app/i18n/translate.ts";
import { loadOwnOrder } from "#app/shop/order-access.server.ts";
import { pageTitle, titleMeta } from "#app/shop/page-meta.ts";
import { useShop } from "#app/shop/use-shop.ts";

/**
 * The payment provider's extra step: a hosted checkout's snippet (Klarna), or, in the sandbox, a
 * bank's confirmation screen where the shopper confirms the payment or cancels it.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const order = await loadOwnOrder(request, context, params.orderId);
  const locale = context.shopper.locale;
  if (order.status !== "checkout") throw redirect(localizePath(`/checkout/confirmation/${order.id}`, locale));
  const snippet = await context.commerce.checkout
    .getPaymentSnippet(order.id, await context.shopper.orderAccess())
    .catch((error: unknown) => {
      if (isDomainError(error) && error.kind === "not_found") return null;
      throw error;
    });
  return {
    title: pageTitle(locale, createTranslator(resolveMessages(locale), locale)("checkout.confirmTitle")),
    totalIncVat: order.totalIncVat,
    currencyCode: order.currencyCode,
    snippet,
  };
}

export const meta: Route.MetaFunction = titleMeta;

/** How often the waiting page of a hosted checkout asks whether the payment has gone through. */
const hostedCheckEveryMs = 3000;

/**
 * The shopper's answer to the sandbox's confirmation (`approve`, `refuse`), or, for a hosted
 * checkout, the waiting page asking the provider where the payment stands (`check`): a POST,
 * because settling a payment changes the order; the provider's own report decides it.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = context.shopper.locale;
  const orderId = z.uuid().safeParse(params.orderId);
  if (!orderId.success) throw pageNotFound(request);
  const answer = (await request.formData()).get("answer");
  const access = await context.shopper.orderAccess();
  let result: PlaceOrderResult;
  try {
    result =
      answer === "check"
        ? await context.commerce.checkout.checkPayment(orderId.data, access)
        : await context.commerce.checkout.confirmPayment(orderId.data, access, answer === "approve");
  } catch (error) {
    if (isDomainError(error) && error.kind === "not_found") throw pageNotFound(request);
    throw error;
  }
  if (result.outcome === "paid") throw redirect(localizePath(`/checkout/confirmation/${result.orderId}`, locale));
  if (result.outcome === "declined") throw redirect(localizePath("/checkout?declined=1", locale));
  return { waiting: true };
}

/** While a hosted checkout waits, asks now and then (by POST) whether the shopper has paid. */
function useHostedPaymentCheck() {
  const fetcher = useFetcher();
  const { submit } = fetcher;
  useEffect(() => {
    const timer = setInterval(() => void submit({ answer: "check" }, { method: "post" }), hostedCheckEveryMs);
    return () => clearInterval(timer);
  }, [submit]);
}

function HostedCheckout({ snippet }: { snippet: string }) {
  useHostedPaymentCheck();
  const nonce = useCspNonce();
  // Klarna's documented integration: its checkout snippet goes into the page as it is (its script with our CSP nonce).
  return (
    <main
      id="main"
      className="mx-auto max-w-3xl px-4 py-10"
      dangerouslySetInnerHTML={{ __html: withCspNonce(snippet, nonce) }}
    />
  );
}

export default function ConfirmPaymentPage() {
  const { totalIncVat, currencyCode, snippet } = useLoaderData<typeof loader>();
  const { t, moneyIn } = useShop();
  const amount = moneyIn(currencyCode, totalIncVat);
  if (snippet) return <HostedCheckout snippet={snippet} />;
  return (
    <main id="main" className="mx-auto flex max-w-md flex-col gap-4 px-4 py-16">
      <h1 className="text-2xl font-semibold">{t("checkout.confirmTitle")}</h1>
      <p>{t("checkout.confirmText", { amount })}</p>
      <Form method="post" className="flex gap-3">
        <button
          type="submit"
          name="answer"
          value="approve"
          className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900"
        >
          {t("checkout.confirmApprove")}
        </button>
        <button
          type="submit"
          name="answer"
          value="refuse"
          className="rounded-full border border-neutral-300 px-6 py-3 font-semibold hover:bg-neutral-100"
        >
          {t("checkout.confirmRefuse")}
        </button>
      </Form>
    </main>
  );
}
