import type { BlockOf } from "#commerce/modules/content/index.ts";
import { useBlockData } from "../components/content/block-tree.tsx";
import { useShop } from "../shop/use-shop.ts";
import type { BlockData } from "./block-data.server.ts";

/** A product's attributes in the page's locale, as a definition list. */
export function ProductAttributesBlock({ block }: { block: BlockOf<"ProductAttributes"> }) {
  const product = useBlockData<BlockData["ProductAttributes"]>(block);
  const { t } = useShop();
  if (!product?.attributes.length) return null;
  return (
    <section className="mx-auto w-full max-w-3xl px-4">
      <h2 className="mb-4 text-xl font-semibold">{block.title ?? `${t("blocks.productFacts")}: ${product.name}`}</h2>
      <dl className="divide-y divide-neutral-200 rounded-lg border border-neutral-200">
        {product.attributes.map((attribute) => (
          <div key={attribute.name} className="grid grid-cols-[10rem_1fr] gap-4 px-4 py-2 text-sm">
            <dt className="font-medium">{attribute.name}</dt>
            <dd>{attribute.values.join(", ")}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
