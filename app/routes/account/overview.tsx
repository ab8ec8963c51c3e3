import { useLoaderData } from "react-router";
import { OrderList } from "#app/components/account/order-list.tsx";
import type { Route } from "./+types/overview.ts";
import { createTranslator, resolveMessages } from "#app/i18n/translate.ts";
import { pageTitle, titleMeta } from "#app/shop/page-meta.ts";
import { requireCustomer } from "#app/shop/session.server.ts";
import { useShop } from "#app/shop/use-shop.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context.shopper);
  const locale = context.shopper.locale;
  return {
    title: pageTitle(locale, createTranslator(resolveMessages(locale), locale)("account.title")),
    firstName: customer.firstName,
    orders: await context.commerce.orders.listCustomerOrders(customer.id),
  };
}

export const meta: Route.MetaFunction = titleMeta;

/** The account start: a greeting and the latest orders, each leading to its page. */
export default function AccountOverview() {
  const { firstName, orders } = useLoaderData<typeof loader>();
  const { t } = useShop();
  return (
    <main id="main" className="flex flex-col gap-6">
      <h1 className="text-3xl font-semibold">{t("account.greeting", { name: firstName })}</h1>
      <section aria-labelledby="latest-orders" className="flex flex-col gap-3">
        <h2 id="latest-orders" className="text-xl font-semibold">
          {t("account.latestOrders")}
        </h2>
        <OrderList orders={orders} />
      </section>
    </main>
  );
}
