import { Link, useLocation } from "react-router";
import { buttonClass } from "#app/components/admin/buttons.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";

/** Where a page of the list starts: `cursor` (none on the first page) and the cursors of the pages before it. */
export interface OrderPagePosition {
  cursor: string;
  trail: readonly string[];
}

/** How many pages come before this one. */
export const pagesBefore = ({ cursor, trail }: OrderPagePosition) => (cursor ? trail.length + 1 : 0);

/**
 * Previous/next links for the order list, which the engine pages by key (never by offset): the
 * next page starts at the engine's `nextCursor`, and the URL carries the cursors of the pages
 * before (`trail`) so Previous is a link too and every page can be bookmarked. Filters and sort stay.
 */
export function OrderPager({ position, nextCursor }: { position: OrderPagePosition; nextCursor: number | null }) {
  const { t } = useAdmin();
  const { pathname, search } = useLocation();
  const hrefAt = (cursor: string | undefined, trail: readonly string[]) => {
    const params = new URLSearchParams(search);
    params.delete("cursor");
    params.delete("trail");
    if (cursor) params.set("cursor", cursor);
    if (trail.length) params.set("trail", trail.join(","));
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  const { cursor, trail } = position;
  const previous = cursor ? hrefAt(trail.at(-1), trail.slice(0, -1)) : null;
  const next = nextCursor ? hrefAt(String(nextCursor), cursor ? [...trail, cursor] : []) : null;
  if (!previous && !next) return null;
  return (
    <nav aria-label={t("shell.paging")} className="flex justify-between gap-2">
      {previous ? (
        <Link to={previous} className={buttonClass("secondary", "sm")} rel="prev">
          ← {t("orders.pager.previous")}
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={next} className={buttonClass("secondary", "sm")} rel="next">
          {t("orders.pager.next")} →
        </Link>
      ) : null}
    </nav>
  );
}
