import { useEffect, useId, useState } from "react";
import type { PartStockJson } from "#api/product-shapes.ts";
import type { StoreJson } from "#api/store-shapes.ts";
import { isOpenAt, sortByDistance } from "#commerce/modules/stores/browser.ts";
import { useGeolocation } from "#app/shop/use-geolocation.ts";
import { useShop } from "#app/shop/use-shop.ts";
import { useStores } from "#app/shop/use-stores.ts";
import { LineIcon } from "../ui/line-icon.tsx";

type StoreStock = PartStockJson["Stores"][number] & { latitude: number; longitude: number; distanceKm?: number };
type Lookup = { status: "loading" } | { status: "failed" } | { status: "done"; stores: StoreStock[] };

async function fetchStoreStock(partNo: string, cultureCode: string): Promise<StoreStock[]> {
  const response = await fetch("/api/product/get-product-onhand-by-partno", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ partNo, cultureCode }),
  });
  if (!response.ok) throw new Error(`stock lookup answered ${response.status}`);
  const stock = (await response.json()) as PartStockJson;
  return stock.Stores.map((store) => ({ ...store, latitude: store.Latitude, longitude: store.Longitude }));
}

/** Open at this moment: stored stores may be hours old, so their IsOpenNow is not trusted. */
const isOpenNow = ({ OpeningHours: hours }: StoreJson) =>
  isOpenAt({ weekdays: hours.Weekdays, saturday: hours.Saturday, sunday: hours.Sunday }, new Date());

/**
 * 'Find in store' on a product page: each store's stock of the chosen variant, nearest first when
 * the shopper shares their position (asked for when they open the panel), else in the shop's order.
 */
export function FindInStore({ partNo }: { partNo: string | undefined }) {
  const { t, locale } = useShop();
  const [open, setOpen] = useState(false);
  const [lookup, setLookup] = useState<Lookup>({ status: "loading" });
  const location = useGeolocation();
  const stores = useStores();
  const panelId = useId();

  useEffect(() => {
    if (!open || !partNo) return;
    let current = true;
    fetchStoreStock(partNo, locale).then(
      (found) => current && setLookup({ status: "done", stores: found }),
      () => current && setLookup({ status: "failed" }),
    );
    return () => {
      current = false;
      setLookup({ status: "loading" });
    };
  }, [open, partNo, locale]);

  const toggle = () => {
    if (!open && location.status === "idle") location.locate();
    setOpen(!open);
  };
  const found = lookup.status === "done" ? lookup.stores : [];
  const listed = location.position ? sortByDistance(found, location.position) : found;
  return (
    <section className="rounded-lg border border-neutral-200">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={toggle}
          className="flex w-full items-center justify-between px-4 py-3 font-semibold"
        >
          {t("product.findInStore")}
          <LineIcon name="chevronDown" className={`h-4 w-4 transition ${open ? "rotate-180" : ""}`} />
        </button>
      </h2>
      <div
        id={panelId}
        hidden={!open}
        data-testid="store-stock"
        aria-live="polite"
        className="border-t border-neutral-200 px-4 py-3 text-sm"
      >
        {!partNo ? (
          <p>{t("product.storeStockChooseSize")}</p>
        ) : lookup.status === "loading" ? (
          <p>{t("product.storeStockLoading")}</p>
        ) : lookup.status === "failed" ? (
          <p className="text-red-800">{t("product.storeStockFailed")}</p>
        ) : (
          <>
            <p className="mb-2 text-neutral-700">
              {t("product.storeStockTitle", { partNo })}
              {location.position ? <span className="block">{t("stores.nearestFirst")}</span> : null}
            </p>
            <ul className="divide-y divide-neutral-100">
              {listed.map((store) => {
                const details = stores?.find((candidate) => candidate.Id === store.Id);
                return (
                  <li key={store.Id} className="flex items-start justify-between gap-4 py-2">
                    <div>
                      <p className="font-medium">{store.Name}</p>
                      <p className="text-neutral-700">
                        {details ? `${details.StreetAddress}, ${store.City}` : store.City}
                        {store.distanceKm === undefined
                          ? ""
                          : ` · ${t("stores.distance", { distance: Math.round(store.distanceKm) })}`}
                        {details ? ` · ${isOpenNow(details) ? t("stores.openNow") : t("stores.closedNow")}` : ""}
                      </p>
                    </div>
                    <p
                      className={
                        store.OnHand.Value > 0
                          ? "font-medium whitespace-nowrap text-brand-700"
                          : "whitespace-nowrap text-neutral-600"
                      }
                    >
                      {store.OnHand.Value > 0
                        ? t("product.storeStockCount", { count: store.OnHand.Value })
                        : t("product.storeStockNone")}
                    </p>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
