import type { OpeningSchedule as Schedule } from "#commerce/modules/stores/index.ts";
import { useShop } from "#app/shop/use-shop.ts";

/** A store's week: weekdays, Saturday and Sunday, each with its hours or 'closed'. */
export function OpeningSchedule({ schedule }: { schedule: Schedule }) {
  const { t } = useShop();
  const rows = [
    { label: t("stores.weekdays"), hours: schedule.weekdays },
    { label: t("stores.saturday"), hours: schedule.saturday },
    { label: t("stores.sunday"), hours: schedule.sunday },
  ];
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 text-sm">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt>{row.label}</dt>
          <dd className="tabular-nums">
            {row.hours ? `${row.hours.opens}–${row.hours.closes}` : t("stores.closedAllDay")}
          </dd>
        </div>
      ))}
    </dl>
  );
}
