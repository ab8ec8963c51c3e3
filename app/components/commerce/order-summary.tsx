import type { OrderDetail } from "#commerce/modules/orders/index.ts";
import { useShop } from "#app/shop/use-shop.ts";

type SummarisedOrder = Pick<
  OrderDetail,
  | "lines"
  | "currencyCode"
  | "deliveryIncVat"
  | "totalIncVat"
  | "vatAmount"
  | "billingAddress"
  | "shippingAddress"
  | "pickupStore"
>;

/** Where the order goes: the store it is collected from, else the shipping (or billing) address. */
function Destination({ order }: { order: SummarisedOrder }) {
  const { t } = useShop();
  if (order.pickupStore) {
    const store = order.pickupStore;
    return (
      <section data-testid="order-destination">
        <h2 className="font-semibold">{t("checkout.pickUpAt")}</h2>
        <address className="text-neutral-700 not-italic">
          {store.name}
          <br />
          {store.streetAddress}
          <br />
          {store.zipCode} {store.city}
        </address>
      </section>
    );
  }
  const address = (order.shippingAddress ?? order.billingAddress) as Record<string, string | undefined>;
  return (
    <section data-testid="order-destination">
      <h2 className="font-semibold">{t("checkout.deliverTo")}</h2>
      <address className="text-neutral-700 not-italic">
        {address.firstName} {address.lastName}
        <br />
        {address.streetAddress}
        <br />
        {address.zipCode} {address.city}
      </address>
    </section>
  );
}

/** An order's lines, delivery, total and VAT, and where it goes. */
export function OrderSummary({ order }: { order: SummarisedOrder }) {
  const { t, moneyIn } = useShop();
  const money = (minor: number) => moneyIn(order.currencyCode, minor);
  return (
    <>
      <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-200">
        {order.lines.map((line) => (
          <li key={line.id} className="flex justify-between gap-4 p-4">
            <span>
              {line.quantity} × {line.name}
              <span className="block text-sm text-neutral-600">{line.variantDescription}</span>
            </span>
            <span>{money(line.lineTotalIncVat)}</span>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-[1fr_auto] gap-2">
        <dt>{t("bag.delivery")}</dt>
        <dd>{order.deliveryIncVat === 0 ? t("checkout.free") : money(order.deliveryIncVat)}</dd>
        <dt className="font-semibold">{t("bag.total")}</dt>
        <dd className="font-semibold">{money(order.totalIncVat)}</dd>
        <dt className="text-neutral-600">{t("bag.vat")}</dt>
        <dd className="text-neutral-600">{money(order.vatAmount)}</dd>
      </dl>
      <Destination order={order} />
    </>
  );
}
