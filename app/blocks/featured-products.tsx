import { useId } from "react";
import type { BlockOf } from "#commerce/modules/content/index.ts";
import { ProductGrid, ProductShelf } from "../components/commerce/product-card.tsx";
import { useBlockData } from "../components/content/block-tree.tsx";
import type { BlockData } from "./block-data.server.ts";

/** A shelf of products read from the catalogue in the page's locale and currency. */
export function FeaturedProductsBlock({ block }: { block: BlockOf<"FeaturedProducts"> }) {
  const products = useBlockData<BlockData["FeaturedProducts"]>(block);
  const id = useId();
  if (!products?.length) return null;
  const className = "mx-auto w-full max-w-7xl px-4";
  if (!block.title) {
    return (
      <div className={className}>
        <ProductGrid products={products} />
      </div>
    );
  }
  return <ProductShelf id={id} title={block.title} products={products} className={className} />;
}
