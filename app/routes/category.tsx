import { Link, useLoaderData } from "react-router";
import { collectCategoryIds, resolveCategoryTrail } from "#commerce/modules/catalogue/browser.ts";
import { ProductListing } from "../components/commerce/product-listing.tsx";
import { Breadcrumbs } from "../components/ui/breadcrumbs.tsx";
import type { Route } from "./+types/category.ts";
import { pageNotFound } from "../http/not-found.ts";
import { localizePath } from "../i18n/locale-routing.ts";
import { createTranslator, resolveMessages } from "../i18n/translate.ts";
import { pathsInEveryLocale } from "../shop/alternate-paths.server.ts";
import { loadListing } from "../shop/listing.server.ts";
import { pageTitle, titleMeta } from "../shop/page-meta.ts";
import { useShop } from "../shop/use-shop.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = context.shopper.locale;
  const [tree, currency] = await Promise.all([
    context.commerce.catalogue.getCategoryTree(locale),
    context.shopper.currency(),
  ]);
  const trail = resolveCategoryTrail(tree, params["*"].split("/").filter(Boolean));
  const category = trail?.at(-1);
  if (!trail || !category) throw pageNotFound(request);

  const listing = await loadListing(request, context, { locale, currency, categoryIds: collectCategoryIds(category) });
  const toPath = (path: string[]) => localizePath(`/category/${path.join("/")}`, locale);
  return {
    title: pageTitle(locale, category.name),
    name: category.name,
    trail: trail.map((node) => ({ label: node.name, to: toPath(node.path) })),
    subcategories: category.children.map((child) => ({ id: child.id, name: child.name, to: toPath(child.path) })),
    listing,
    alternatePaths: await pathsInEveryLocale(context.commerce, new URL(request.url).pathname),
    description: createTranslator(resolveMessages(locale), locale)("category.metaDescription", {
      name: category.name,
      count: listing.itemCount,
    }),
  };
}

export const meta: Route.MetaFunction = titleMeta;

/** SPEC §2 category listing: breadcrumbs, subcategories, filters, sort and pages. */
export default function CategoryPage() {
  const { name, trail, subcategories, listing } = useLoaderData<typeof loader>();
  const { t } = useShop();
  return (
    <main id="main" className="mx-auto w-full max-w-7xl px-4 py-4 lg:py-8">
      <Breadcrumbs trail={trail} />
      <h1 className="mt-2 text-2xl font-semibold lg:mt-4 lg:text-3xl">{name}</h1>
      {subcategories.length > 0 ? (
        <nav aria-label={t("category.subcategories")} className="mt-3 lg:mt-4">
          {/* One row on narrow screens, scrolled sideways, so the products start right below it. */}
          <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-wrap lg:overflow-visible lg:px-0 lg:pb-0">
            {subcategories.map((child) => (
              <li key={child.id} className="shrink-0">
                <Link
                  to={child.to}
                  className="block rounded-full border border-neutral-300 px-4 py-1.5 text-sm whitespace-nowrap hover:border-brand-600 hover:text-brand-700"
                >
                  {child.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <ProductListing listing={listing} />
    </main>
  );
}
