import { Link, useLoaderData } from "react-router";
import { collectCategoryIds, resolveCategoryTrail } from "../../commerce/modules/catalogue/index.ts";
import { ProductGrid } from "../components/commerce/product-card.tsx";
import { Breadcrumbs } from "../components/ui/breadcrumbs.tsx";
import { Pagination } from "../components/ui/pagination.tsx";
import type { LoaderArgs } from "../context.ts";
import { pageNotFound } from "../http/not-found.ts";
import { localizePath } from "../i18n/locale-routing.ts";
import { pageTitle, titleMeta } from "../shop/page-meta.ts";
import { resolveShopRequest } from "../shop/shop-request.server.ts";
import { useShop } from "../shop/use-shop.ts";

const pageSize = 24;

/** Reads ?page=; anything but a whole number from 1 up is the first page. */
function readPage(url: URL): number {
  const page = Number(url.searchParams.get("page") ?? 1);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export async function loader({ request, context, params }: LoaderArgs) {
  const { locale, currency } = await resolveShopRequest(request, context);
  const tree = await context.commerce.catalogue.getCategoryTree(locale);
  const segments = (params["*"] ?? "").split("/").filter(Boolean);
  const trail = resolveCategoryTrail(tree, segments);
  const category = trail?.at(-1);
  if (!trail || !category) throw pageNotFound(request);

  const page = readPage(new URL(request.url));
  const { items, total } = await context.commerce.catalogue.listProductCards({
    locale,
    priceListId: currency.priceListId,
    categoryIds: collectCategoryIds(category),
    pageNo: page,
    pageSize,
  });
  const toPath = (path: string[]) => localizePath(`/category/${path.join("/")}`, locale);
  return {
    title: pageTitle(locale, category.name),
    name: category.name,
    trail: trail.map((node) => ({ label: node.name, to: toPath(node.path) })),
    subcategories: category.children.map((child) => ({ id: child.id, name: child.name, to: toPath(child.path) })),
    products: items,
    total,
    page,
    pages: Math.max(1, Math.ceil(total / pageSize)),
  };
}

export const meta = titleMeta;

export default function CategoryPage() {
  const { name, trail, subcategories, products, total, page, pages } = useLoaderData<typeof loader>();
  const { t } = useShop();
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumbs trail={trail} />
      <div className="mt-4 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-semibold">{name}</h1>
        <p className="text-sm text-neutral-600" data-testid="product-count">
          {total === 1 ? t("category.productCountOne") : t("category.productCount", { count: total })}
        </p>
      </div>
      {subcategories.length > 0 ? (
        <nav aria-label={t("category.subcategories")} className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {subcategories.map((child) => (
              <li key={child.id}>
                <Link to={child.to} className="block rounded-full border border-neutral-300 px-4 py-1.5 text-sm hover:border-brand-600 hover:text-brand-700">
                  {child.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="mt-8">{products.length > 0 ? <ProductGrid products={products} /> : <p>{t("category.empty")}</p>}</div>
      <Pagination page={page} pages={pages} />
    </main>
  );
}
