import { Panel } from "#app/components/admin/form-notice.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import { isShopLocale } from "#commerce/locale.ts";
import type { CustomerDetail } from "#commerce/flows/staff-customer-directory.ts";
import { OrderTable } from "../dashboard/order-table.tsx";
import { CustomerStatusBadge } from "./customer-status.tsx";

/** Label and value pairs, side by side from a tablet's width up. */
function Facts({ facts }: { facts: readonly [string, React.ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-neutral-700">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The account itself: code, contact, language, status and its dates. */
export function ProfilePanel({ profile }: { profile: CustomerDetail["profile"] }) {
  const { t, formatDate, formatDateTime } = useAdmin();
  const language = isShopLocale(profile.locale) ? t(`shell.locale.${profile.locale}`) : profile.locale;
  const facts: [string, React.ReactNode][] = [
    [t("customers.profile.status"), <CustomerStatusBadge status={profile.status} />],
    [t("customers.profile.code"), <span className="font-mono text-xs">{profile.code}</span>],
  ];
  if (profile.status !== "deleted")
    facts.push(
      [t("customers.profile.email"), profile.email],
      [t("customers.profile.phone"), profile.phone ?? "–"],
      [t("customers.profile.language"), language],
    );
  facts.push([t("customers.profile.created"), formatDate(profile.createdAt)]);
  if (profile.acceptedTermsAt) facts.push([t("customers.profile.termsAccepted"), formatDate(profile.acceptedTermsAt)]);
  if (profile.deletedAt) facts.push([t("customers.profile.deletedAt"), formatDateTime(profile.deletedAt)]);
  return (
    <Panel title={t("customers.profile")}>
      <Facts facts={facts} />
    </Panel>
  );
}

/** The customer's orders in brief: how many, what their paid orders came to per currency, the latest. */
export function OrdersPanel({ orders }: { orders: CustomerDetail["orders"] }) {
  const { t, locale, formatMoney } = useAdmin();
  const spent = orders.spent.map((row) => formatMoney(row.amount, row.currencyCode)).join(", ");
  return (
    <Panel title={t("customers.orders")}>
      <Facts
        facts={[
          [t("customers.orders.count"), new Intl.NumberFormat(locale).format(orders.orderCount)],
          [t("customers.orders.spent"), spent || "–"],
        ]}
      />
      <OrderTable
        caption={t("customers.orders.latest")}
        orders={orders.latest}
        empty={t("customers.orders.none")}
        showBuyer={false}
      />
    </Panel>
  );
}

/** The saved billing and delivery addresses, the default of each type marked. */
export function AddressesPanel({ addresses }: { addresses: CustomerDetail["addresses"] }) {
  const { t } = useAdmin();
  return (
    <Panel title={t("customers.addresses")}>
      {addresses.length === 0 ? (
        <p className="text-sm text-neutral-600">{t("customers.addresses.none")}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {addresses.map((address) => (
            <li key={address.id} className="rounded border border-neutral-200 p-3 text-sm">
              <p className="mb-1 font-medium">
                {t(`customers.addresses.${address.type}`)}
                {address.isDefault ? ` · ${t("customers.addresses.default")}` : ""}
              </p>
              <address className="not-italic">
                {[
                  `${address.firstName} ${address.lastName}`,
                  address.company,
                  address.streetAddress,
                  `${address.zipCode} ${address.city}`,
                  address.country,
                  address.phone,
                ]
                  .filter(Boolean)
                  .map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
              </address>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** Whether the customer's address gets the newsletter, since when, in which language. */
export function NewsletterPanel({ newsletter }: { newsletter: CustomerDetail["newsletter"] }) {
  const { t, formatDate } = useAdmin();
  const text = !newsletter
    ? t("customers.newsletter.never")
    : newsletter.unsubscribedAt
      ? t("customers.newsletter.unsubscribed", { date: formatDate(newsletter.unsubscribedAt) })
      : t("customers.newsletter.subscribed", {
          date: formatDate(newsletter.subscribedAt),
          language: isShopLocale(newsletter.locale) ? t(`shell.locale.${newsletter.locale}`) : newsletter.locale,
        });
  return (
    <Panel title={t("customers.newsletter")}>
      <p className="text-sm">{text}</p>
    </Panel>
  );
}

/** The products on the customer's wishlist, by name in the member's language. */
export function WishlistPanel({ wishlist }: { wishlist: CustomerDetail["wishlist"] }) {
  const { t } = useAdmin();
  return (
    <Panel title={t("customers.wishlist")}>
      {wishlist.length === 0 ? (
        <p className="text-sm text-neutral-600">{t("customers.wishlist.none")}</p>
      ) : (
        <ul className="list-disc pl-5 text-sm">
          {wishlist.map((item) => (
            <li key={item.productId}>{item.name ?? t("customers.wishlist.unnamed", { id: item.productId })}</li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
