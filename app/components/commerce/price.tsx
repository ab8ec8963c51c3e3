import { useShop } from "#app/shop/use-shop.ts";

/** A price in the current currency; a sale price is shown against the original. */
export function Price({
  priceIncVat,
  originalPriceIncVat,
  size = "base",
}: {
  priceIncVat: number;
  originalPriceIncVat: number | null;
  size?: "base" | "large";
}) {
  const { money, t } = useShop();
  const large = size === "large";
  if (originalPriceIncVat === null) {
    return <p className={large ? "text-2xl font-semibold" : "font-medium"}>{money(priceIncVat)}</p>;
  }
  return (
    <p className="flex flex-wrap items-baseline gap-2">
      <span className={`${large ? "text-2xl" : ""} font-semibold text-sale`}>
        <span className="sr-only">{t("product.sale")}: </span>
        {money(priceIncVat)}
      </span>
      <s className="text-sm text-neutral-500">{t("product.originalPrice", { price: money(originalPriceIncVat) })}</s>
    </p>
  );
}
