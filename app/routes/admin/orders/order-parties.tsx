import { Link } from "react-router";
import { adminHref } from "#app/components/admin/admin-paths.ts";
import { Panel } from "#app/components/admin/form-notice.tsx";
import { Fact } from "#app/components/admin/orders/fact.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import { isShopLocale } from "#commerce/locale.ts";
import type { Address } from "#commerce/modules/basket/index.ts";
import type { StaffOrderDetail } from "#commerce/modules/orders/index.ts";

/** A postal address as the order kept it, one line each. */
function AddressLines({ address }: { address: Partial<Address> }) {
  const lines = [
    [address.firstName, address.lastName].filter(Boolean).join(" "),
    address.company,
    address.streetAddress,
    [address.zipCode, address.city].filter(Boolean).join(" "),
    address.country,
    address.phone,
  ].filter(Boolean);
  return (
    <address className="text-sm not-italic">
      {lines.map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

/** Who bought (a customer's link when they have an account), in which language, and where the order goes. */
export function BuyerPanel({ order }: { order: StaffOrderDetail }) {
  const { t } = useAdmin();
  const billing = (order.billingAddress ?? {}) as Partial<Address>;
  const shipping = order.shippingAddress as Partial<Address> | null;
  return (
    <Panel title={t("orders.buyer.title")}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact term={t("orders.buyer.name")}>
          {order.customerId ? (
            <Link
              to={adminHref(`/customers/${order.customerId}`)}
              className="text-brand-700 underline underline-offset-2"
            >
              {order.buyerName || t("orders.buyer.customer")}
            </Link>
          ) : (
            <>
              {order.buyerName} <span className="text-neutral-600">({t("orders.buyer.guest")})</span>
            </>
          )}
        </Fact>
        <Fact term={t("orders.buyer.email")}>
          {order.email ? (
            <a href={`mailto:${order.email}`} className="break-all underline underline-offset-2">
              {order.email}
            </a>
          ) : (
            t("orders.buyer.erased")
          )}
        </Fact>
        <Fact term={t("orders.buyer.billing")}>
          <AddressLines address={billing} />
        </Fact>
        <Fact term={t("orders.buyer.shipping")}>
          {shipping ? <AddressLines address={shipping} /> : t("orders.buyer.sameAsBilling")}
        </Fact>
        <Fact term={t("orders.buyer.language")}>
          {isShopLocale(order.locale) ? t(`shell.locale.${order.locale}`) : order.locale}
        </Fact>
      </dl>
    </Panel>
  );
}

/** How the goods reach the shopper: the method, the pickup store as the order kept it, and the shipment once sent. */
export function DeliveryPanel({ order, deliveryName }: { order: StaffOrderDetail; deliveryName: string }) {
  const { t, formatDateTime } = useAdmin();
  const store = order.pickupStore;
  const shipment = order.shipment;
  return (
    <Panel title={t("orders.delivery.title")}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact term={t("orders.delivery.method")}>{deliveryName}</Fact>
        {store ? (
          <Fact term={t("orders.delivery.store")}>
            <span className="block font-medium">{store.name}</span>
            <AddressLines address={store} />
          </Fact>
        ) : null}
        {shipment ? (
          <>
            <Fact term={t("orders.delivery.carrier")}>{shipment.carrier}</Fact>
            <Fact term={t("orders.delivery.tracking")}>
              {/* No referrer: the carrier need not learn the back office's addresses. */}
              <a
                href={shipment.trackingUrl}
                className="break-all text-brand-700 underline underline-offset-2"
                rel="noreferrer"
                target="_blank"
              >
                {shipment.trackingNumber}
                <span className="sr-only"> ({t("orders.delivery.opensCarrier", { carrier: shipment.carrier })})</span>
              </a>
            </Fact>
            <Fact term={t("orders.delivery.shipped")}>
              {formatDateTime(shipment.shippedAt)}
              {shipment.staffId !== null ? ` · ${order.staffNames[shipment.staffId] ?? ""}` : ""}
            </Fact>
          </>
        ) : (
          <Fact term={t("orders.delivery.shipment")}>{t("orders.delivery.notShipped")}</Fact>
        )}
      </dl>
    </Panel>
  );
}
