import { useEffect, useEffectEvent, useMemo, useRef, useState } from "react";
import { useFetcher, useLocation, useRevalidator } from "react-router";
import { adminHref } from "#app/components/admin/admin-paths.ts";
import { buttonClass } from "#app/components/admin/buttons.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import { orderLinkId } from "./order-list-table.tsx";

/** How often an open list asks for new orders while its tab is visible. */
const pollSeconds = 10;

/** What /admin/api/orders/new answers. */
interface NewOrdersAnswer {
  orders: { id: string }[];
  checkedAt: string;
}

/**
 * Asks /admin/api/orders/new every few seconds, only while the tab is visible (and at once when it
 * becomes visible again), from the time the list was read, then from each answer's `checkedAt`.
 * Idle, each poll costs the server one probe of an empty index range.
 */
function useNewOrderIds(listedAt: string, onIds: (ids: string[]) => void) {
  const heard = useEffectEvent(onIds);
  useEffect(() => {
    let since = listedAt;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      clearTimeout(timer);
      if (document.visibilityState === "visible") {
        try {
          const answer = await fetch(`${adminHref("/api/orders/new")}?since=${encodeURIComponent(since)}`, {
            headers: { accept: "application/json" },
          });
          if (answer.ok) {
            const body = (await answer.json()) as NewOrdersAnswer;
            since = body.checkedAt;
            if (!stopped) heard(body.orders.map((order) => order.id));
          }
        } catch {
          // Offline for a moment: the next poll asks again from the same time.
        }
      }
      if (!stopped) timer = setTimeout(poll, pollSeconds * 1000);
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") void poll();
    };
    timer = setTimeout(poll, pollSeconds * 1000);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
    // The first list's time only: later polls go on from each answer, whatever the page reloads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * New orders for the list as it is filtered and sorted: when the poll hears of orders the list
 * does not show, the page's own data is fetched again beside it (the engine's filters decide, so
 * an order the filters leave out is never announced), and the heard orders that would now appear
 * on this page wait until the member chooses to show them.
 */
export function useLiveOrders(rows: readonly { id: string }[], listedAt: string) {
  const { pathname, search } = useLocation();
  const fetcher = useFetcher<{ rows: { id: string }[] }>();
  const revalidator = useRevalidator();
  const shownIds = useMemo(() => new Set(rows.map((row) => row.id)), [rows]);
  const [heardIds, setHeardIds] = useState<ReadonlySet<string>>(new Set());
  const [newOrderIds, setNewOrderIds] = useState<ReadonlySet<string>>(new Set());
  const focusOn = useRef<string | null>(null);

  useNewOrderIds(listedAt, (ids) => {
    const unheard = ids.filter((id) => !heardIds.has(id) && !shownIds.has(id) && !newOrderIds.has(id));
    if (unheard.length === 0) return;
    setHeardIds(new Set([...heardIds, ...unheard]));
    void fetcher.load(`${pathname}${search}`);
  });

  const fresh = fetcher.data?.rows;
  const waiting = useMemo(
    () => (fresh ?? []).map((row) => row.id).filter((id) => heardIds.has(id) && !shownIds.has(id)),
    [fresh, heardIds, shownIds],
  );

  const show = () => {
    focusOn.current = waiting[0] ?? null;
    setNewOrderIds(new Set(waiting));
    void revalidator.revalidate();
  };

  // Once the list holds them, focus moves to the first new order (the button that was pressed is gone).
  useEffect(() => {
    const id = focusOn.current;
    if (id && shownIds.has(id)) {
      focusOn.current = null;
      document.getElementById(orderLinkId(id))?.focus();
    }
  }, [shownIds]);

  return { waitingCount: waiting.length, show, newOrderIds, shownCount: newOrderIds.size };
}

/**
 * The polite announcement of new orders with the button that shows them; the live region is
 * always there (a region that appears with its text is not reliably read out).
 */
export function LiveOrdersNotice({
  waitingCount,
  shownCount,
  onShow,
}: {
  waitingCount: number;
  shownCount: number;
  onShow: () => void;
}) {
  const { t, locale } = useAdmin();
  const plural = new Intl.PluralRules(locale).select(waitingCount || shownCount) === "one" ? "one" : "other";
  const text =
    waitingCount > 0
      ? t(`orders.live.waiting.${plural}`, { count: waitingCount })
      : shownCount > 0
        ? t(`orders.live.shown.${plural}`, { count: shownCount })
        : "";
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p role="status" aria-live="polite" className="text-sm font-medium">
        {text}
      </p>
      {waitingCount > 0 ? (
        <button type="button" className={buttonClass("primary", "sm")} onClick={onShow}>
          {t("orders.live.show")}
        </button>
      ) : null}
    </div>
  );
}
