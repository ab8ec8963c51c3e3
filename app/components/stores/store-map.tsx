import type { Coordinates } from "#commerce/modules/stores/index.ts";
import type { Store } from "#commerce/modules/stores/index.ts";
import { useShop } from "#app/shop/use-shop.ts";
import { projectToMap } from "./map-projection.ts";
import { swedenOutline } from "./sweden-outline.ts";

/**
 * Sweden with a pin per store, drawn from geodata bundled with the app: no tile server, works
 * offline. Each pin is a link to its store's card below the map.
 */
export function StoreMap({ stores, position }: { stores: readonly Store[]; position?: Coordinates | undefined }) {
  const { t } = useShop();
  const here = position ? projectToMap(position) : undefined;
  return (
    <figure className="order-last self-start rounded-lg bg-brand-50 p-4 lg:sticky lg:top-4 lg:order-first">
      <svg
        viewBox={`0 0 ${swedenOutline.width} ${swedenOutline.height}`}
        className="mx-auto h-auto max-h-[28rem] w-full lg:max-h-[36rem]"
        role="group"
        aria-label={t("stores.map")}
      >
        <path
          d={swedenOutline.path}
          className="fill-white stroke-brand-600"
          strokeWidth="1"
          strokeLinejoin="round"
          aria-hidden="true"
        />
        {stores.map((store) => {
          const { x, y } = projectToMap(store);
          return (
            <a
              key={store.code}
              href={`#store-${store.code}`}
              aria-label={store.name}
              className="group"
              data-testid="store-pin"
            >
              <title>{store.name}</title>
              <circle cx={x} cy={y} r="9" className="fill-transparent" />
              <circle
                cx={x}
                cy={y}
                r="5"
                className="fill-brand-700 stroke-white group-hover:fill-brand-900 group-focus-visible:fill-brand-900"
                strokeWidth="1.5"
              />
            </a>
          );
        })}
        {here ? (
          <g data-testid="map-position" role="img" aria-label={t("stores.yourPosition")}>
            <title>{t("stores.yourPosition")}</title>
            <circle cx={here.x} cy={here.y} r="7" className="fill-sky-600/30" />
            <circle cx={here.x} cy={here.y} r="3.5" className="fill-sky-700 stroke-white" strokeWidth="1.5" />
          </g>
        ) : null}
      </svg>
    </figure>
  );
}
