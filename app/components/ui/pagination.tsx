import { Link, useLocation } from "react-router";
import { useShop } from "#app/shop/use-shop.ts";

/** Previous/next links that keep every other query parameter, so filters survive paging. */
export function Pagination({ page, pages }: { page: number; pages: number }) {
  const { t } = useShop();
  const location = useLocation();
  if (pages <= 1) return null;
  const linkTo = (target: number) => {
    const params = new URLSearchParams(location.search);
    if (target === 1) params.delete("page");
    else params.set("page", String(target));
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };
  const linkClass = "rounded-full border border-neutral-300 px-4 py-2 text-sm hover:bg-neutral-100";
  return (
    <nav aria-label={t("pagination.label")} className="mt-10 flex items-center justify-center gap-4">
      {page > 1 ? (
        <Link to={linkTo(page - 1)} rel="prev" className={linkClass}>
          {t("pagination.previous")}
        </Link>
      ) : null}
      <p className="text-sm" aria-live="polite">
        {t("pagination.page", { page, pages })}
      </p>
      {page < pages ? (
        <Link to={linkTo(page + 1)} rel="next" className={linkClass}>
          {t("pagination.next")}
        </Link>
      ) : null}
    </nav>
  );
}
