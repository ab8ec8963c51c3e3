import { Link } from "react-router";
import type { BlockOf } from "#commerce/modules/content/index.ts";
import { BlockHeading } from "../components/content/block-heading.tsx";
import { useBlockData } from "../components/content/block-tree.tsx";
import { categoryPath } from "../components/content/category-link.ts";
import { useShop } from "../shop/use-shop.ts";
import type { BlockData } from "./block-data.server.ts";

/** Categories as a row of pill links. */
export function SelectedCategoriesBlock({ block }: { block: BlockOf<"SelectedCategories"> }) {
  const categories = useBlockData<BlockData["SelectedCategories"]>(block);
  const { href } = useShop();
  if (!categories?.length) return null;
  return (
    <nav
      aria-label={block.title ?? categories.map((category) => category.name).join(", ")}
      className="mx-auto w-full max-w-7xl px-4"
    >
      <BlockHeading title={block.title} />
      <ul className="flex flex-wrap gap-2">
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to={href(categoryPath(category))}
              className="block rounded-full border border-neutral-300 px-4 py-2 text-sm font-medium hover:border-brand-700 hover:text-brand-700"
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
