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
      createTranslator(resolveMessages(locale), locale)("orders.detailTitle", { number: order.orderNumber }),
    ),
    order,
  };
}

export const meta: Route.MetaFunction = titleMeta;

type LoadedOrder = Awaited<ReturnType<typeof loader>>["order"];

/** Dates as the shopper reads them, in the shop's time zone (Stockholm), whatever the server's. */
function useDates() {
  const { locale } = useShop();
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Stockholm" });
}

/** How a completed order was sent, with a link to follow the parcel at the carrier. */
function Shipment({ shipment }: { shipment: NonNullable<LoadedOrder["shipment"]> }) {
  const { t } = useShop();
  return (
    <section aria-labelledby="order-shipment" data-testid="order-shipment">
      <h2 id="order-shipment" className="font-semibold">
        {t("orders.shipment")}
      </h2>
      <p className="text-sm text-neutral-700">
        {t("orders.trackingNumber", { carrier: shipment.carrier, number: shipment.trackingNumber })}
      </p>
      {/* No referrer: the carrier need not learn which shop page the shopper came from. */}
      <a href={shipment.trackingUrl} className="text-sm underline" rel="noreferrer">
        {t("orders.trackParcel", { carrier: shipment.carrier })}
      </a>
    </section>
  );
}

/** Money given back on the order, each refund with its date and the goods it named. */
function Refunds({ order }: { order: LoadedOrder }) {
  const { t, moneyIn } = useShop();
  const dates = useDates();
  const lineName = (id: number) => order.lines.find((line) => line.id === id)?.name;
  return (
    <section aria-labelledby="order-refunds" data-testid="order-refunds">
      <h2 id="order-refunds" className="font-semibold">
        {t("orders.refunds")}
      </h2>
      <ul className="text-sm text-neutral-700">
        {order.refunds.map((refund, index) => (
          <li key={`${index}-${String(refund.refundedAt)}`}>
            {t("orders.refunded", {
              date: dates.format(new Date(refund.refundedAt)),
              amount: moneyIn(refund.currencyCode, refund.amount),
            })}
            {refund.lines.length > 0 && (
              <ul className="ml-4 list-disc">
                {refund.lines.map((line) => (
                  <li key={line.orderLineId}>
                    {t("orders.refundedLine", { quantity: line.quantity, name: lineName(line.orderLineId) ?? "" })}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One order of the customer's: lines, totals, where it goes, its shipment and refunds, and its status history. */
export default function OrderPage() {
  const { order } = useLoaderData<typeof loader>();
  const { t, href } = useShop();
  const dates = useDates();
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
      {order.shipment && <Shipment shipment={order.shipment} />}
      {order.refunds.length > 0 && <Refunds order={order} />}
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
