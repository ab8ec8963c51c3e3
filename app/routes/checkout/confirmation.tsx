import { redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/confirmation.ts";
import { localizePath } from "#app/i18n/locale-routing.ts";
import { createTranslator, resolveMessages } from "#app/i18n/translate.ts";
import { loadOwnOrder } from "#app/shop/order-access.server.ts";
import { pageTitle, titleMeta } from "#app/shop/page-meta.ts";
import { OrderSummary } from "#app/components/commerce/order-summary.tsx";
import { useShop } from "#app/shop/use-shop.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = context.shopper.locale;
  const order = await loadOwnOrder(request, context, params.orderId);
  // A GET only reads: an order still waiting for its payment (a confirmation step, or back from a
  // hosted checkout before its push) goes to the waiting page, which asks the provider by POST.
  if (order.status === "checkout") throw redirect(localizePath(`/checkout/confirm-payment/${order.id}`, locale));
  if (order.status === "declined") throw redirect(localizePath("/checkout?declined=1", locale));
  const payment = await context.commerce.checkout.getPayment(order.id);
  return {
    title: pageTitle(locale, createTranslator(resolveMessages(locale), locale)("checkout.confirmationTitle")),
    order,
    payment,
  };
}

export const meta: Route.MetaFunction = titleMeta;

/** After a successful payment: the order number, what was bought, where it goes and how it was paid. */
export default function ConfirmationPage() {
  const { order, payment } = useLoaderData<typeof loader>();
  const { t, moneyIn } = useShop();
  const money = (minor: number) => moneyIn(order.currencyCode, minor);
  return (
    <main id="main" className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-12">
      <div>
        <h1 className="text-3xl font-semibold">{t("checkout.confirmationTitle")}</h1>
        <p className="mt-2 text-lg" data-testid="order-number">
          {t("checkout.orderNumber", { number: order.orderNumber })}
        </p>
        <p className="text-neutral-700">{t("checkout.emailSent", { email: order.email })}</p>
      </div>
      <OrderSummary order={order} />
      {payment?.instalmentMonths ? (
        <p>
          {t("checkout.paidInInstalments", {
            months: payment.instalmentMonths,
            amount: money(payment.monthlyAmount ?? 0),
          })}
        </p>
      ) : null}
      {payment?.cardLast4 ? <p>{t("checkout.paidByCard", { last4: payment.cardLast4 })}</p> : null}
    </main>
  );
}
