import { Link } from "react-router";
import type { OrderSummary } from "#commerce/modules/orders/index.ts";
import type { MessageKey } from "#app/i18n/translate.ts";
import { useShop } from "#app/shop/use-shop.ts";

/** Orders newest first, each number a link to the order's page (the account overview's latest, and all of them). */
export function OrderList({ orders }: { orders: OrderSummary[] }) {
  const { t, href, moneyIn, locale } = useShop();
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "Europe/Stockholm" });
  if (orders.length === 0) return <p className="text-neutral-700">{t("account.noOrders")}</p>;
  return (
    <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-200">
      {orders.map((order) => (
        <li key={order.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
          <div>
            <Link to={href(`/account/order/${order.id}`)} className="font-medium underline">
              {t("account.orderNumber", { number: order.orderNumber })}
            </Link>
            <p className="text-sm text-neutral-600">
              {t("account.orderPlaced", { date: dates.format(new Date(order.createdAt)) })}
            </p>
          </div>
          <p className="text-sm">{t(`order.status.${order.status}` as MessageKey)}</p>
          <p className="font-medium">{moneyIn(order.currencyCode, order.totalIncVat)}</p>
        </li>
      ))}
    </ul>
  );
}
