import { dateTimeFormat } from "#app/i18n/formatters.ts";
import { useShop } from "#app/shop/use-shop.ts";

/** A publication date in the locale's format, in Stockholm time so server and browser agree. */
export function PublishedDate({ iso }: { iso: string | null }) {
  const { locale } = useShop();
  if (!iso) return null;
  return (
    <time dateTime={iso}>
      {dateTimeFormat(locale, { dateStyle: "long", timeZone: "Europe/Stockholm" }).format(new Date(iso))}
    </time>
  );
}
