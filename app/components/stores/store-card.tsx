import type { Store } from "#commerce/modules/stores/index.ts";
import { numberFormat } from "#app/i18n/formatters.ts";
import { useShop } from "#app/shop/use-shop.ts";
import { OpenNowBadge } from "./open-now-badge.tsx";
import { OpeningSchedule } from "./opening-schedule.tsx";
import { directionsUrl, telephoneUrl } from "./store-contact.ts";

// At least 24 px high: a tap target of its own (WCAG 2.5.8), not a line of small text.
const linkClass = "inline-flex min-h-6 items-center text-brand-700 underline underline-offset-2 hover:text-brand-900";

/** One store: address, contact links, directions, the week's hours and whether it is open now. */
export function StoreCard({ store, now, distanceKm }: { store: Store; now: Date; distanceKm?: number }) {
  const { t, locale } = useShop();
  const headingId = `store-${store.code}-name`;
  const contacts = [
    { label: t("stores.phone"), href: telephoneUrl(store.phone), text: store.phone },
    ...(store.fax ? [{ label: t("stores.fax"), href: telephoneUrl(store.fax), text: store.fax }] : []),
    { label: t("stores.email"), href: `mailto:${store.email}`, text: store.email },
  ];
  return (
    <article
      id={`store-${store.code}`}
      aria-labelledby={headingId}
      className="flex scroll-mt-4 flex-col gap-3 rounded-lg border border-neutral-200 p-5 target:border-brand-600 target:ring-2 target:ring-brand-600"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {store.name}
        </h2>
        <OpenNowBadge schedule={store.openingHours} now={now} />
      </div>
      {distanceKm === undefined ? null : (
        <p data-testid="store-distance" className="text-sm text-neutral-700">
          {t("stores.distance", {
            distance: numberFormat(locale, { maximumFractionDigits: distanceKm < 10 ? 1 : 0 }).format(distanceKm),
          })}
        </p>
      )}
      <address className="not-italic">
        {store.streetAddress}
        <br />
        {store.zipCode} {store.city}
      </address>
      <dl className="grid grid-cols-[max-content_1fr] items-center gap-x-4 text-sm">
        {contacts.map((contact) => (
          <div key={contact.label} className="contents">
            <dt>{contact.label}</dt>
            <dd>
              <a href={contact.href} className={linkClass}>
                {contact.text}
              </a>
            </dd>
          </div>
        ))}
      </dl>
      <section aria-label={`${t("stores.openingHours")}: ${store.name}`}>
        <h3 className="text-sm font-semibold">{t("stores.openingHours")}</h3>
        <OpeningSchedule schedule={store.openingHours} />
      </section>
      <a
        href={directionsUrl(store)}
        target="_blank"
        rel="noopener noreferrer"
        className={`${linkClass} self-start text-sm font-medium`}
      >
        {t("stores.directions", { name: store.name })}
      </a>
    </article>
  );
}
