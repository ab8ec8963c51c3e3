import { Link } from "react-router";
import type { BlockOf } from "#commerce/modules/content/index.ts";
import { useBlockData } from "../components/content/block-tree.tsx";
import { categoryPath } from "../components/content/category-link.ts";
import { imageUrl } from "../shop/image-url.ts";
import { useShop } from "../shop/use-shop.ts";
import type { BlockData } from "./block-data.server.ts";

/** One category: its picture, its name as a link, and links to its subcategories. */
export function CategoryWidgetBlock({ block }: { block: BlockOf<"CategoryWidget"> }) {
  const category = useBlockData<BlockData["CategoryWidget"]>(block);
  const { href, imageCdnBase, t } = useShop();
  if (!category) return null;
  return (
    <section className="flex flex-col gap-3 rounded-lg border border-neutral-200 p-4">
      {category.imageKey ? (
        <img
          src={imageUrl(imageCdnBase, category.imageKey, 480)}
          alt=""
          loading="lazy"
          width={480}
          height={240}
          className="aspect-[2/1] w-full rounded object-cover"
        />
      ) : null}
      <h2 className="text-lg font-semibold">
        <Link to={href(categoryPath(category))} className="hover:underline">
          {block.title ?? category.name}
        </Link>
      </h2>
      {category.children.length ? (
        <ul className="flex flex-col gap-1 text-sm">
          {category.children.map((child) => (
            <li key={child.id}>
              <Link to={href(categoryPath(child))} className="hover:underline">
                {child.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <Link to={href(categoryPath(category))} className="text-sm text-brand-700 hover:underline">
          {t("blocks.allIn", { category: category.name })}
        </Link>
      )}
    </section>
  );
}
