import { useLoaderData } from "react-router";
import { OrderList } from "#app/components/account/order-list.tsx";
import type { Route } from "./+types/orders.ts";
import { createTranslator, resolveMessages } from "#app/i18n/translate.ts";
import { pageTitle, titleMeta } from "#app/shop/page-meta.ts";
import { requireCustomer } from "#app/shop/session.server.ts";
import { useShop } from "#app/shop/use-shop.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context.shopper);
  const locale = context.shopper.locale;
  return {
    title: pageTitle(locale, createTranslator(resolveMessages(locale), locale)("orders.title")),
    orders: await context.commerce.orders.listCustomerOrders(customer.id, 100),
  };
}

export const meta: Route.MetaFunction = titleMeta;

/** SPEC §2 /account/order: every order, newest first, each leading to its detail. */
export default function OrdersPage() {
  const { orders } = useLoaderData<typeof loader>();
  const { t } = useShop();
  return (
    <main id="main" className="flex flex-col gap-6">
      <h1 className="text-3xl font-semibold">{t("orders.title")}</h1>
      <OrderList orders={orders} />
    </main>
  );
}
