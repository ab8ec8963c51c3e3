import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/orders.ts";
import { createTranslator, type MessageKey, resolveMessages } from "#app/i18n/translate.ts";
import { pageTitle, titleMeta } from "#app/shop/page-meta.ts";
import { requireCustomer } from "#app/shop/session.server.ts";
import { useShop } from "#app/shop/use-shop.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context.shopper);
  const locale = context.shopper.locale;
  return {
    title: pageTitle(locale, createTranslator(resolveMessages(locale))("orders.title")),
    orders: await context.commerce.orders.listCustomerOrders(customer.id, 100),
  };
}

export const meta: Route.MetaFunction = titleMeta;

/** SPEC §2 /account/order: every order, newest first, each leading to its detail. */
export default function OrdersPage() {
  const { orders } = useLoaderData<typeof loader>();
  const { t, href, moneyIn, locale } = useShop();
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "Europe/Stockholm" });
  return (
    <main id="main" className="flex flex-col gap-6">
      <h1 className="text-3xl font-semibold">{t("orders.title")}</h1>
      {orders.length === 0 ? (
        <p className="text-neutral-700">{t("account.noOrders")}</p>
      ) : (
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
      )}
    </main>
  );
}
