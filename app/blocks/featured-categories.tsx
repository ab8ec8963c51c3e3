import { Link } from "react-router";
import type { BlockOf } from "#commerce/modules/content/index.ts";
import { BlockHeading } from "../components/content/block-heading.tsx";
import { useBlockData } from "../components/content/block-tree.tsx";
import { categoryPath } from "../components/content/category-link.ts";
import { ResponsiveImage } from "../components/ui/responsive-image.tsx";
import { useShop } from "../shop/use-shop.ts";
import type { BlockData } from "./block-data.server.ts";

/** Category tiles with pictures, names in the page's locale. */
export function FeaturedCategoriesBlock({ block }: { block: BlockOf<"FeaturedCategories"> }) {
  const categories = useBlockData<BlockData["FeaturedCategories"]>(block);
  const { href } = useShop();
  if (!categories?.length) return null;
  return (
    <section className="mx-auto w-full max-w-7xl px-4">
      <BlockHeading title={block.title} />
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={href(categoryPath(category))} className="group block overflow-hidden rounded-lg bg-neutral-100">
              {category.imageKey ? (
                <ResponsiveImage
                  image={{ filename: category.imageKey, alt: "" }}
                  width={640}
                  height={320}
                  maxWidth={960}
                  sizes="(min-width: 768px) 25vw, 50vw"
                  className="aspect-[2/1] w-full object-cover transition group-hover:scale-105"
                />
              ) : null}
              <span className="block px-4 py-3 font-medium">{category.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
