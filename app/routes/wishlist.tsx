import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import type { ProductDetail } from "#commerce/modules/catalogue/index.ts";
import { AddToBag } from "../components/commerce/add-to-bag.tsx";
import { ProductCard } from "../components/commerce/product-card.tsx";
import type { Route } from "./+types/wishlist.ts";
import { localizePath } from "../i18n/locale-routing.ts";
import { createTranslator, resolveMessages } from "../i18n/translate.ts";
import { pageTitle, titleMeta } from "../shop/page-meta.ts";
import { useShop } from "../shop/use-shop.ts";
import { useWishlist } from "../shop/use-wishlist.ts";
import type { loader as productsLoader } from "./wishlist-products.ts";

export function loader({ context }: Route.LoaderArgs) {
  const locale = context.shopper.locale;
  return { title: pageTitle(locale, createTranslator(resolveMessages(locale), locale)("wishlist.title")) };
}

export const meta: Route.MetaFunction = titleMeta;

function WishlistItem({ product }: { product: ProductDetail }) {
  const { t } = useShop();
  const selectId = useId();
  const firstInStock = product.variants.find((variant) => variant.onHand > 0) ?? product.variants[0];
  const [variantId, setVariantId] = useState(firstInStock?.id);
  const variant = product.variants.find((candidate) => candidate.id === variantId);
  return (
    <li className="flex flex-col gap-3">
      <ProductCard product={product} />
      {product.variants.length > 1 ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={selectId} className="text-sm font-medium">
            {t("wishlist.chooseVariant")}
          </label>
          <select
            id={selectId}
            value={variantId}
            onChange={(event) => setVariantId(Number(event.target.value))}
            className="rounded border border-neutral-300 px-2 py-2 text-sm"
          >
            {product.variants.map((option) => (
              <option key={option.id} value={option.id}>
                {option.values.map((value) => value.name).join(", ")}
                {option.onHand > 0 ? "" : ` (${t("bag.soldOutOnline")})`}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <AddToBag variant={variant} productName={product.name} />
    </li>
  );
}

/** The wishlist: the products whose heart the shopper pressed, with price, stock and add to bag. */
export default function WishlistPage() {
  const { t, locale } = useShop();
  const { ids } = useWishlist();
  const products = useFetcher<typeof productsLoader>();
  const idList = ids.join(",");
  const { load } = products;
  useEffect(() => {
    if (idList) void load(`${localizePath("/wishlist/products", locale)}?ids=${idList}`);
  }, [idList, load, locale]);
  const shown = idList ? (products.data?.products ?? []).filter((product) => ids.includes(product.id)) : [];
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-semibold">{t("wishlist.title")}</h1>
      {idList === "" ? <p className="mt-4">{t("wishlist.empty")}</p> : null}
      <ul
        className="mt-6 grid grid-cols-2 gap-x-4 gap-y-10 sm:grid-cols-3 lg:grid-cols-4"
        aria-busy={products.state === "loading"}
      >
        {shown.map((product) => (
          <WishlistItem key={product.id} product={product} />
        ))}
      </ul>
    </main>
  );
}
