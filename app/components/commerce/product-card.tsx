import { Link } from "react-router";
import type { ProductCard as ProductCardData } from "#commerce/modules/catalogue/index.ts";
import { useShop } from "#app/shop/use-shop.ts";
import { type PictureLoading, ResponsiveImage } from "../ui/responsive-image.tsx";
import { Price } from "./price.tsx";
import { WishlistButton } from "./wishlist-button.tsx";

/** A product in a grid; `picture` says how its picture loads. */
export function ProductCard({ product, picture = "lazy" }: { product: ProductCardData; picture?: PictureLoading }) {
  const { href, t } = useShop();
  return (
    <article className="group relative flex flex-col gap-2">
      <WishlistButton productId={product.id} name={product.name} className="absolute top-2 right-2 z-10" />
      <div className="aspect-[4/5] overflow-hidden rounded-lg bg-neutral-100">
        {product.imageKey ? (
          <ResponsiveImage
            image={{ filename: product.imageKey, alt: "" }}
            width={480}
            height={600}
            maxWidth={960}
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
            load={picture}
            className="h-full w-full object-cover transition group-hover:scale-105"
          />
        ) : null}
      </div>
      {product.brand ? <p className="text-xs tracking-wide text-neutral-600 uppercase">{product.brand}</p> : null}
      <h3 className="font-medium">
        <Link to={href(`/product/${product.uniqueName}`)} className="after:absolute after:inset-0 hover:underline">
          {product.name}
        </Link>
      </h3>
      <Price priceIncVat={product.priceIncVat} originalPriceIncVat={product.originalPriceIncVat} />
      <p className={`text-xs ${product.inStock ? "text-brand-700" : "text-neutral-500"}`}>
        {product.inStock ? t("product.inStock") : t("product.soldOut")}
      </p>
    </article>
  );
}

/** The most cards a row holds (four, on wide screens). */
const firstRow = 4;

/**
 * Products in rows of two to four. `atTop`: the grid opens the page (a listing), so its first row
 * is in view at once: those pictures load eagerly, the first before anything else.
 */
export function ProductGrid({ products, atTop = false }: { products: readonly ProductCardData[]; atTop?: boolean }) {
  const pictureOf = (index: number): PictureLoading => {
    if (!atTop || index >= firstRow) return "lazy";
    return index === 0 ? "priority" : "eager";
  };
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} picture={pictureOf(index)} />
        </li>
      ))}
    </ul>
  );
}

/** A titled row of products: the home page's news, a product's related products. */
export function ProductShelf({
  id,
  title,
  products,
  className = "",
}: {
  id: string;
  title: string;
  products: readonly ProductCardData[];
  className?: string;
}) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="mb-6 text-2xl font-semibold">
        {title}
      </h2>
      <ProductGrid products={products} />
    </section>
  );
}
