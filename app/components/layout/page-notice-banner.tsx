import { useSearchParams } from "react-router";
import { pageNoticeMessage } from "#app/shop/page-notice.ts";
import { useShop } from "#app/shop/use-shop.ts";

/** Under the header: what the page before had to say when it sent the shopper here (`?notice=`). */
export function PageNoticeBanner() {
  const { t } = useShop();
  const [searchParams] = useSearchParams();
  const message = pageNoticeMessage(searchParams.get("notice"));
  if (!message) return null;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-4">
      <p role="status" className="rounded bg-brand-100 px-4 py-3">
        {t(message)}
      </p>
    </div>
  );
}
