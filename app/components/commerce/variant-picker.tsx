import { Link } from "react-router";
import type { AxisOption, VariantSelection } from "#commerce/modules/catalogue/index.ts";
import { useShop } from "#app/shop/use-shop.ts";

function optionHref(colour: AxisOption | undefined, size: AxisOption | undefined): string {
  const params = new URLSearchParams();
  if (colour) params.set("colour", colour.code);
  if (size) params.set("size", size.code);
  return `?${params.toString()}`;
}

/**
 * Colour swatches and size buttons as links, so a choice is a shareable URL and works without
 * JavaScript. Sold-out options stay visible, struck through, with their state announced.
 */
export function VariantPicker({ selection }: { selection: VariantSelection }) {
  const { t } = useShop();
  const { colours, sizes, colour, size, variant } = selection;
  return (
    <div className="flex flex-col gap-4">
      {colours.length > 0 ? (
        <fieldset>
          <legend className="text-sm font-medium">
            {t("product.colour")}: <span data-testid="selected-colour">{colour?.name}</span>
          </legend>
          <ul className="mt-2 flex flex-wrap gap-2">
            {colours.map((option) => (
              <li key={option.valueId}>
                <Link
                  to={optionHref(option, undefined)}
                  preventScrollReset
                  replace
                  aria-current={option.valueId === colour?.valueId}
                  aria-label={`${option.name}${option.inStock ? "" : ` (${t("product.soldOut")})`}`}
                  title={option.name}
                  className={`block h-9 w-9 rounded-full border-2 ${option.valueId === colour?.valueId ? "border-brand-700 ring-2 ring-brand-600 ring-offset-2" : "border-neutral-300"} ${option.inStock ? "" : "opacity-40"}`}
                  style={{ backgroundColor: option.swatch ?? undefined }}
                />
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      {sizes.length > 0 ? (
        <fieldset>
          <legend className="text-sm font-medium">{t("product.size")}</legend>
          <ul className="mt-2 flex flex-wrap gap-2">
            {sizes.map((option) => (
              <li key={option.valueId}>
                <Link
                  to={optionHref(colour, option)}
                  preventScrollReset
                  replace
                  aria-current={option.valueId === size?.valueId}
                  aria-label={`${option.name}${option.inStock ? "" : ` (${t("product.soldOut")})`}`}
                  className={`block min-w-12 rounded border px-3 py-2 text-center text-sm ${option.valueId === size?.valueId ? "border-brand-700 bg-brand-700 text-white" : "border-neutral-300"} ${option.inStock ? "" : "text-neutral-400 line-through"}`}
                >
                  {option.name}
                </Link>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <div aria-live="polite" data-testid="variant-stock" className="text-sm">
        {variant ? (
          <>
            <p
              className={
                variant.onHand + variant.onHandStore > 0 ? "font-medium text-brand-700" : "font-medium text-neutral-500"
              }
            >
              {variant.onHand + variant.onHandStore > 0 ? t("product.inStock") : t("product.soldOut")}
            </p>
            <p>
              {t("product.stockWeb", { count: variant.onHand })} ·{" "}
              {t("product.stockStores", { count: variant.onHandStore })}
            </p>
            <p className="text-neutral-500">
              {t("product.partNo")}: {variant.partNo}
            </p>
          </>
        ) : (
          <p className={colour?.inStock ? "text-brand-700" : "text-neutral-500"}>
            {colour?.inStock ? t("product.inStock") : t("product.soldOut")}
          </p>
        )}
      </div>
    </div>
  );
}
