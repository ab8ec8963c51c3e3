import type { BlockOf, featureIcons } from "#commerce/modules/content/index.ts";
import { useBlockData } from "../components/content/block-tree.tsx";
import { useShop } from "../shop/use-shop.ts";
import type { BlockData } from "./block-data.server.ts";
import { fillFreeDelivery } from "./free-delivery-placeholder.ts";

const iconPaths: Record<(typeof featureIcons)[number], string> = {
  truck: "M3 7h11v9H3zM14 10h4l3 3v3h-7zM7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm10 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4z",
  return: "M9 14L4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3",
  store: "M4 10v10h16V10M3 4h18l-1 6H4zM9 20v-6h6v6",
  shield: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z",
  leaf: "M5 19c0-9 6-14 15-14 0 9-5 15-14 15zM5 19l7-7",
  heart: "M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z",
};

/**
 * A selling point: icon, title and a line of text. A `{freeDeliveryFrom}` in them shows the shop's
 * free-delivery threshold; where the shopper's currency has none, the promise is not made.
 */
export function FeatureBlock({ block }: { block: BlockOf<"Feature"> }) {
  const { money } = useShop();
  const data = useBlockData<BlockData["Feature"]>(block);
  const threshold = data?.freeDeliveryFromIncVat == null ? undefined : money(data.freeDeliveryFromIncVat);
  const title = fillFreeDelivery(block.title, threshold);
  const text = fillFreeDelivery(block.text ?? "", threshold);
  if (title === undefined || text === undefined) return null;
  return (
    <div className="flex items-start gap-3">
      <span className="rounded-full bg-brand-100 p-3 text-brand-700">
        <svg
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          aria-hidden="true"
        >
          <path d={iconPaths[block.icon]} strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <div>
        <h2 className="font-semibold">{title}</h2>
        {text ? <p className="text-sm text-neutral-700">{text}</p> : null}
      </div>
    </div>
  );
}
