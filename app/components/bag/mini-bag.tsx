import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { Link, useFetcher, useLocation } from "react-router";
import type { BasketLine } from "#commerce/modules/basket/index.ts";
import type { BagActionResult, loader as bagLoader } from "#app/routes/bag.tsx";
import { useShop } from "#app/shop/use-shop.ts";
import { BasketTotals } from "../commerce/basket-totals.tsx";
import { ResponsiveImage } from "../ui/responsive-image.tsx";
import { LineQuantity } from "./line-quantity.tsx";
import { miniBagView, type FreeDeliveryOutlook } from "./mini-bag-view.ts";
import { Drawer } from "../ui/drawer.tsx";
import { LineIcon } from "../ui/line-icon.tsx";

export interface MiniBagControls {
  /** Opens the mini-bag and loads the bag; `addedVariantId` is the variant just added, shown first. */
  open(options?: { addedVariantId?: number | undefined }): void;
}

const MiniBagContext = createContext<MiniBagControls | null>(null);

/** The mini-bag of the nearest MiniBagProvider, or null where there is none (then the bag is a page). */
export function useMiniBag(): MiniBagControls | null {
  return useContext(MiniBagContext);
}

/**
 * The mini-bag: a drawer from the right that the header's bag button and every add to bag open
 * (useMiniBag). Its contents are the bag page's own loader (app/routes/bag.tsx), loaded after the
 * page as /shopper-status is, since pages are shared by anonymous shoppers (ADR 0026). Once loaded,
 * React Router revalidates it after every action, so a line changed in the drawer or a bag changed
 * by another add shows at once, as the header's count does; opening loads it afresh all the same
 * (another tab may have changed the bag).
 */
export function MiniBagProvider({ children }: { children: ReactNode }) {
  const { href } = useShop();
  const bagPath = href("/bag");
  // One fetcher per language, shared by whatever opens the drawer: one loaded in another language
  // (and revalidated in it since) would show its names until the new load came.
  const bag = useFetcher<typeof bagLoader>({ key: `mini-bag:${bagPath}` });
  const { load } = bag;
  // The drawer is open on the page it was opened on: following a link from it (checkout, the bag,
  // a product) closes it, at once rather than sliding out over the next page.
  const { key: page } = useLocation();
  const [shown, setShown] = useState<{ page: string; addedVariantId: number | null } | null>(null);
  const isOpen = shown?.page === page;
  const open = useCallback<MiniBagControls["open"]>(
    (options = {}) => {
      setShown({ page, addedVariantId: options.addedVariantId ?? null });
      void load(bagPath);
    },
    [page, load, bagPath],
  );
  const controls = useMemo(() => ({ open }), [open]);

  return (
    <MiniBagContext value={controls}>
      {children}
      {isOpen ? (
        <MiniBagDrawer
          bag={bag.data?.basket}
          loaded={bag.data !== undefined}
          busy={bag.state !== "idle"}
          addedVariantId={shown.addedVariantId}
          onClose={() => setShown(null)}
        />
      ) : null}
    </MiniBagContext>
  );
}

type LoadedBag = NonNullable<Awaited<ReturnType<typeof bagLoader>>["basket"]>;

function MiniBagDrawer({
  bag,
  loaded,
  busy,
  addedVariantId,
  onClose,
}: {
  bag: LoadedBag | null | undefined;
  loaded: boolean;
  busy: boolean;
  addedVariantId: number | null;
  onClose: () => void;
}) {
  const { t, href } = useShop();
  const view = bag && bag.lines.length > 0 ? miniBagView(bag, addedVariantId) : null;
  const titleId = useId();
  const contents = useRef<HTMLDivElement>(null);

  // A line removed with the focus on it takes the focus along; it comes back to the drawer, never the page.
  const lineIds = view?.lines.map((line) => line.id).join() ?? "";
  useEffect(() => {
    const drawer = contents.current?.closest("dialog");
    if (drawer && !drawer.contains(document.activeElement)) drawer.focus();
  }, [lineIds]);

  return (
    // The drawer itself takes the focus when it opens; the shop's focus ring (app.css) is for its controls.
    <Drawer side="right" labelledBy={titleId} onClose={onClose} aria-busy={busy || undefined} className="outline-none!">
      <div ref={contents} className="flex h-full flex-col overflow-y-auto">
        <div className="flex items-center justify-between gap-4 border-b border-neutral-200 px-5 py-4">
          <h2 id={titleId} className="text-lg font-semibold">
            {t("bag.title")}
            {view ? (
              <span className="ml-1 text-base font-normal text-neutral-600">
                {" "}
                {t("miniBag.itemCount", { count: view.itemCount })}
              </span>
            ) : null}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t("miniBag.close")}
            className="-mr-2 flex h-10 w-10 items-center justify-center rounded-full hover:bg-neutral-100"
          >
            <svg
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {view?.added ? (
          <p
            className="flex items-center gap-2 bg-brand-50 px-5 py-3 text-sm font-semibold text-brand-900"
            data-testid="mini-bag-added"
          >
            <LineIcon name="check" className="h-5 w-5" strokeWidth={2.2} />
            {t("miniBag.added")}
          </p>
        ) : null}
        {view ? (
          <>
            {/* The lines scroll; on a screen too low for them and the totals, the whole drawer does. */}
            <ul aria-label={t("miniBag.lines")} className="min-h-32 flex-1 overflow-y-auto px-5">
              {view.lines.map((line) => (
                <MiniBagLine key={line.id} line={line} justAdded={line === view.added} />
              ))}
            </ul>
            <div className="flex flex-col gap-4 border-t border-neutral-200 px-5 py-4">
              {view.freeDelivery ? <FreeDeliveryProgress outlook={view.freeDelivery} /> : null}
              <BasketTotals basket={view.totals} showDelivery />
              <div className="flex flex-col gap-2">
                <Link
                  to={href("/checkout")}
                  className="rounded-full bg-brand-700 px-6 py-3 text-center font-semibold text-white hover:bg-brand-900"
                >
                  {t("bag.toCheckout")}
                </Link>
                <Link
                  to={href("/bag")}
                  className="rounded-full border border-brand-700 px-6 py-3 text-center font-semibold text-brand-900 hover:bg-brand-50"
                >
                  {t("miniBag.viewBag")}
                </Link>
              </div>
            </div>
          </>
        ) : loaded ? (
          <div className="flex flex-col items-start gap-4 px-5 py-6">
            <p>{t("bag.empty")}</p>
            <button
              type="button"
              onClick={onClose}
              className="rounded-full border border-brand-700 px-6 py-3 font-semibold text-brand-900 hover:bg-brand-50"
            >
              {t("bag.continueShopping")}
            </button>
          </div>
        ) : (
          // Said only when the bag is slow to come (it usually arrives while the drawer slides in).
          <p
            className="px-5 py-6 text-neutral-700 transition-opacity delay-300 duration-200 starting:opacity-0"
            role="status"
          >
            {t("miniBag.loading")}
          </p>
        )}
      </div>
    </Drawer>
  );
}

/** "N kr left to free delivery" with a bar filling towards it, or that delivery is free (ADR 0027). */
function FreeDeliveryProgress({ outlook }: { outlook: FreeDeliveryOutlook }) {
  const { t, money } = useShop();
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium text-brand-900" data-testid="mini-bag-free-delivery">
        {outlook.leftIncVat > 0
          ? t("bag.freeDeliveryLeft", { amount: money(outlook.leftIncVat) })
          : t("miniBag.freeDelivery")}
      </p>
      <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-neutral-200">
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${outlook.percent}%` }} />
      </div>
    </div>
  );
}

/** One line of the drawer: picture, name, variant and price, with its quantity and a remove, posted as on the bag page. */
function MiniBagLine({ line, justAdded }: { line: BasketLine; justAdded: boolean }) {
  const { t, href, money } = useShop();
  const fetcher = useFetcher<BagActionResult>();
  const failed = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : undefined;
  return (
    <li
      className={`grid grid-cols-[4.5rem_1fr] gap-3 border-b border-neutral-200 py-4 last:border-b-0 ${fetcher.state === "idle" ? "" : "opacity-60"}`}
      data-testid="mini-bag-line"
      data-just-added={justAdded || undefined}
    >
      <div className="aspect-[4/5] overflow-hidden rounded bg-neutral-100">
        {line.imageKey ? (
          <ResponsiveImage
            image={{ filename: line.imageKey, alt: "" }}
            width={144}
            height={180}
            maxWidth={288}
            sizes="4.5rem"
            load="eager"
            className="h-full w-full object-cover"
          />
        ) : null}
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            {line.brand ? <p className="text-xs tracking-wide text-neutral-600 uppercase">{line.brand}</p> : null}
            <h3 className="font-medium">
              <Link to={href(`/product/${line.uniqueName}`)} className="hover:underline">
                {line.name}
              </Link>
            </h3>
          </div>
          <p className="font-semibold whitespace-nowrap" data-testid="mini-bag-line-total">
            {money(line.lineTotalIncVat)}
          </p>
        </div>
        <p className="text-sm text-neutral-700">
          {line.values.map((value) => `${value.name}: ${value.value}`).join(" · ")}
        </p>
        {line.quantity > 1 ? (
          <p className="text-sm text-neutral-700">{t("bag.unitPrice", { price: money(line.unitPriceIncVat) })}</p>
        ) : null}
        <div className="mt-1 flex items-center justify-between gap-3">
          <LineQuantity line={line} fetcher={fetcher} />
          <fetcher.Form method="post" action={href("/bag")}>
            <input type="hidden" name="itemId" value={line.id} />
            <button
              type="submit"
              name="intent"
              value="remove"
              aria-label={t("bag.remove", { name: line.name })}
              className="rounded px-1 text-sm text-neutral-700 underline hover:text-sale"
            >
              {t("miniBag.remove")}
            </button>
          </fetcher.Form>
        </div>
        {failed ? (
          <p role="alert" className="text-sm text-sale">
            {failed}
          </p>
        ) : null}
      </div>
    </li>
  );
}
