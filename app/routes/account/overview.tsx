import { useLoaderData } from "react-router";
import type { Route } from "./+types/overview.ts";
import { createTranslator, type MessageKey, resolveMessages } from "#app/i18n/translate.ts";
import { formatMoney } from "#app/shop/format-money.ts";
import { pageTitle, titleMeta } from "#app/shop/page-meta.ts";
import { requireCustomer } from "#app/shop/session.server.ts";
import { useShop } from "#app/shop/use-shop.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context.shopper);
  const locale = context.shopper.locale;
  const orders = await context.commerce.orders.listCustomerOrders(customer.id);
  const currencies = await context.commerce.pricing.listCurrencies();
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "Europe/Stockholm" });
  return {
    title: pageTitle(locale, createTranslator(resolveMessages(locale))("account.title")),
    firstName: customer.firstName,
    orders: orders.map((order) => {
      const currency = currencies.find((candidate) => candidate.code === order.currencyCode) ?? {
        code: order.currencyCode,
        decimals: 2,
      };
      return {
        id: order.id,
        orderNumber: order.orderNumber,
        statusKey: `order.status.${order.status}` as MessageKey,
        total: formatMoney(order.totalIncVat, currency, locale),
        placed: dates.format(order.createdAt),
      };
    }),
  };
}

export const meta: Route.MetaFunction = titleMeta;

/** The account start: a greeting and the latest orders. */
export default function AccountOverview() {
  const { firstName, orders } = useLoaderData<typeof loader>();
  const { t } = useShop();
  return (
    <main id="main" className="flex flex-col gap-6">
      <h1 className="text-3xl font-semibold">{t("account.greeting", { name: firstName })}</h1>
      <section aria-labelledby="latest-orders">
        <h2 id="latest-orders" className="text-xl font-semibold">
          {t("account.latestOrders")}
        </h2>
        {orders.length === 0 ? (
          <p className="mt-2 text-neutral-700">{t("account.noOrders")}</p>
        ) : (
          <ul className="mt-3 divide-y divide-neutral-200 rounded-lg border border-neutral-200">
            {orders.map((order) => (
              <li key={order.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                <div>
                  <p className="font-medium">{t("account.orderNumber", { number: order.orderNumber })}</p>
                  <p className="text-sm text-neutral-600">{t("account.orderPlaced", { date: order.placed })}</p>
                </div>
                <p className="text-sm">{t(order.statusKey)}</p>
                <p className="font-medium">{order.total}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
