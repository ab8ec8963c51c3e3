import { isOpenAt, type OpeningSchedule } from "#commerce/modules/stores/browser.ts";
import { useShop } from "#app/shop/use-shop.ts";

/** 'Open now' or 'Closed', by the store's hours in Stockholm time at `now`. */
export function OpenNowBadge({ schedule, now }: { schedule: OpeningSchedule; now: Date }) {
  const { t } = useShop();
  const open = isOpenAt(schedule, now);
  return (
    <span
      data-testid="open-now"
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${open ? "bg-brand-100 text-brand-900" : "bg-neutral-200 text-neutral-800"}`}
    >
      {open ? t("stores.openNow") : t("stores.closedNow")}
    </span>
  );
}
