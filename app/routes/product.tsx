import { Link, useLoaderData } from "react-router";
import { findCategory, resolveCategoryTrail, selectVariant } from "#commerce/modules/catalogue/browser.ts";
import { AddToBag } from "../components/commerce/add-to-bag.tsx";
import { Price } from "../components/commerce/price.tsx";
import { WishlistButton } from "../components/commerce/wishlist-button.tsx";
import { ProductShelf } from "../components/commerce/product-card.tsx";
import { VariantPicker } from "../components/commerce/variant-picker.tsx";
import { FindInStore } from "../components/stores/find-in-store.tsx";
import { Breadcrumbs } from "../components/ui/breadcrumbs.tsx";
import type { Route } from "./+types/product.ts";
import { pageNotFound } from "../http/not-found.ts";
import { localizePath } from "../i18n/locale-routing.ts";
import { JsonLd } from "../seo/json-ld.tsx";
import { absoluteUrl, productJsonLd } from "../seo/structured-data.ts";
import { imageSrcSet, imageUrl } from "../shop/image-url.ts";
import { pageTitle, titleMeta } from "../shop/page-meta.ts";
import { useShop } from "../shop/use-shop.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = context.shopper.locale;
  const currency = await context.shopper.currency();
  const product = await context.commerce.catalogue.getProductByUniqueName(
    locale,
    params.uniqueName,
    currency.priceListId,
  );
  if (!product) throw pageNotFound(request);
  const url = new URL(request.url);
  const selection = selectVariant(product.variants, {
    colour: url.searchParams.get("colour"),
    size: url.searchParams.get("size"),
  });
  const [tree, related] = await Promise.all([
    context.commerce.catalogue.getCategoryTree(locale),
    context.commerce.catalogue.getRelatedProductCards(locale, currency.priceListId, product.id),
  ]);
  const category = findCategory(tree, product.categoryId);
  // Resolved the way the category route resolves it, so every breadcrumb link leads somewhere.
  const trail = (category && resolveCategoryTrail(tree, category.path)) || [];
  return {
    title: pageTitle(locale, product.name),
    description: product.shortDescription,
    product,
    related,
    selection,
    trail: [
      ...trail.map((node) => ({ label: node.name, to: localizePath(`/category/${node.path.join("/")}`, locale) })),
      { label: product.name, to: localizePath(`/product/${product.uniqueName}`, locale) },
    ],
  };
}

export const meta: Route.MetaFunction = titleMeta;

export default function ProductPage() {
  const { product, related, selection, trail } = useLoaderData<typeof loader>();
  const { t, imageCdnBase, origin, currency } = useShop();
  const colourImages = product.files.filter((file) => file.colourValueId === selection.colour?.valueId);
  const mainImage = colourImages[0] ?? product.files[0];
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumbs trail={trail} />
      <div className="mt-6 grid gap-10 md:grid-cols-2">
        <div className="flex flex-col gap-3">
          {mainImage ? (
            <img
              src={imageUrl(imageCdnBase, mainImage.key, 960)}
              srcSet={imageSrcSet(imageCdnBase, mainImage.key, 1280)}
              sizes="(min-width: 768px) 50vw, 100vw"
              alt={mainImage.alt ?? t("product.imageOf", { name: product.name, colour: selection.colour?.name ?? "" })}
              width={960}
              height={1200}
              fetchPriority="high"
              className="aspect-[4/5] w-full rounded-lg bg-neutral-100 object-cover"
            />
          ) : null}
          <ul className="grid grid-cols-5 gap-2">
            {product.files.map((file, index) => {
              const colour = selection.colours.find((option) => option.valueId === file.colourValueId);
              const pictureNumber = t("product.pictureNumber", { number: index + 1, count: product.files.length });
              return (
                <li key={file.key}>
                  <Link
                    to={colour ? `?colour=${colour.code}` : "?"}
                    preventScrollReset
                    aria-label={colour ? `${colour.name}, ${pictureNumber}` : pictureNumber}
                    aria-current={file.key === mainImage?.key}
                  >
                    <img
                      src={imageUrl(imageCdnBase, file.key, 160)}
                      alt=""
                      width={160}
                      height={200}
                      loading="lazy"
                      className="aspect-[4/5] w-full rounded bg-neutral-100 object-cover"
                    />
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
        <div className="flex flex-col gap-5">
          <div>
            {product.brand ? <p className="text-sm tracking-wide text-neutral-600 uppercase">{product.brand}</p> : null}
            <div className="flex items-start justify-between gap-4">
              <h1 className="text-3xl font-semibold">{product.name}</h1>
              <WishlistButton productId={product.id} name={product.name} className="border border-neutral-200" />
            </div>
          </div>
          <Price priceIncVat={product.priceIncVat} originalPriceIncVat={product.originalPriceIncVat} size="large" />
          <p className="text-neutral-700">{product.shortDescription}</p>
          <VariantPicker selection={selection} />
          <AddToBag variant={selection.variant} productName={product.name} />
          <FindInStore partNo={selection.variant?.partNo} />
          <section aria-labelledby="product-description">
            <h2 id="product-description" className="text-lg font-semibold">
              {t("product.description")}
            </h2>
            <p className="mt-2 text-neutral-700">{product.description}</p>
          </section>
          {product.attributes.length > 0 ? (
            <section aria-labelledby="product-attributes">
              <h2 id="product-attributes" className="text-lg font-semibold">
                {t("product.attributes")}
              </h2>
              <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
                {product.attributes.map((attribute) => (
                  <div key={attribute.name} className="contents">
                    <dt className="font-medium">{attribute.name}</dt>
                    <dd>{attribute.values.join(", ")}</dd>
                  </div>
                ))}
                {product.brand ? (
                  <>
                    <dt className="font-medium">{t("product.brand")}</dt>
                    <dd>{product.brand}</dd>
                  </>
                ) : null}
              </dl>
            </section>
          ) : null}
        </div>
      </div>
      <JsonLd
        data={productJsonLd(origin, product, {
          path: trail.at(-1)!.to,
          currencyCode: currency.code,
          decimals: currency.decimals,
          imageUrls: product.files
            .slice(0, 4)
            .map((file) => absoluteUrl(origin, imageUrl(imageCdnBase, file.key, 960))),
        })}
      />
      <ProductShelf id="related-products" title={t("product.related")} products={related} className="mt-16" />
    </main>
  );
}
