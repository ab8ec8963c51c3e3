import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/order.ts";
import { createTranslator, type MessageKey, resolveMessages } from "#app/i18n/translate.ts";
import { loadOwnOrder } from "#app/shop/order-access.server.ts";
import { pageTitle, titleMeta } from "#app/shop/page-meta.ts";
import { requireCustomer } from "#app/shop/session.server.ts";
import { OrderSummary } from "#app/components/commerce/order-summary.tsx";
import { useShop } from "#app/shop/use-shop.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireCustomer(request, context.shopper);
  // Another customer's order is not found, never shown.
  const order = await loadOwnOrder(request, context, params.orderId);
  const locale = context.shopper.locale;
  return {
    title: pageTitle(
      locale,
      createTranslator(resolveMessages(locale))("orders.detailTitle", { number: order.orderNumber }),
    ),
    order,
  };
}

export const meta: Route.MetaFunction = titleMeta;

/** One order of the customer's: lines, totals, where it goes, and its status history. */
export default function OrderPage() {
  const { order } = useLoaderData<typeof loader>();
  const { t, href, locale } = useShop();
  const dates = new Intl.DateTimeFormat(locale, {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "Europe/Stockholm",
  });
  return (
    <main id="main" className="flex flex-col gap-6">
      <Link to={href("/account/order")} className="text-sm underline">
        {t("orders.back")}
      </Link>
      <h1 className="text-3xl font-semibold">{t("orders.detailTitle", { number: order.orderNumber })}</h1>
      <p>
        {t("orders.status")}: <strong>{t(`order.status.${order.status}` as MessageKey)}</strong>
      </p>
      <OrderSummary order={order} />
      <section>
        <h2 className="font-semibold">{t("orders.history")}</h2>
        <ol className="text-sm text-neutral-700">
          {order.history.map((step) => (
            <li key={`${step.toStatus}-${String(step.changedAt)}`}>
              {dates.format(new Date(step.changedAt))}: {t(`order.status.${step.toStatus}` as MessageKey)}
            </li>
          ))}
        </ol>
      </section>
    </main>
  );
}
