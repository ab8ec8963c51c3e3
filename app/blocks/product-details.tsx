import { Link } from "react-router";
import type { BlockOf } from "#commerce/modules/content/index.ts";
import { Price } from "../components/commerce/price.tsx";
import { useBlockData } from "../components/content/block-tree.tsx";
import { buttonStyles } from "../components/content/block-link.tsx";
import { ResponsiveImage } from "../components/ui/responsive-image.tsx";
import { useShop } from "../shop/use-shop.ts";
import type { BlockData } from "./block-data.server.ts";

/** One product presented in a story: picture, brand, name, price, stock and a link to it. */
export function ProductDetailsBlock({ block }: { block: BlockOf<"ProductDetails"> }) {
  const product = useBlockData<BlockData["ProductDetails"]>(block);
  const { href, t } = useShop();
  if (!product) return null;
  return (
    <section className="mx-auto grid w-full max-w-5xl items-center gap-8 px-4 md:grid-cols-2">
      {product.imageKey ? (
        <ResponsiveImage
          image={{ filename: product.imageKey, alt: "" }}
          width={640}
          height={800}
          maxWidth={960}
          sizes="(min-width: 768px) 50vw, 100vw"
          className="aspect-[4/5] w-full rounded-lg bg-neutral-100 object-cover"
        />
      ) : null}
      <div className="flex flex-col items-start gap-3">
        {product.brand ? <p className="text-sm tracking-wide text-neutral-600 uppercase">{product.brand}</p> : null}
        <h2 className="text-3xl font-semibold">{product.name}</h2>
        <Price priceIncVat={product.priceIncVat} originalPriceIncVat={product.originalPriceIncVat} size="large" />
        <p className="text-neutral-700">{product.shortDescription}</p>
        <p className={`text-sm ${product.inStock ? "text-brand-700" : "text-neutral-500"}`}>
          {product.inStock ? t("product.inStock") : t("product.soldOut")}
        </p>
        <Link to={href(`/product/${product.uniqueName}`)} className={buttonStyles.primary}>
          {t("blocks.viewProduct")}
          <span className="sr-only">: {product.name}</span>
        </Link>
      </div>
    </section>
  );
}
