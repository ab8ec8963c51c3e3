import { Link } from "react-router";
import { JsonLd } from "#app/seo/json-ld.tsx";
import { breadcrumbJsonLd } from "#app/seo/structured-data.ts";
import { useShop } from "#app/shop/use-shop.ts";

export interface Crumb {
  label: string;
  to: string;
}

/** A trail from the home page; the last crumb is the current page. Search engines get it as a BreadcrumbList. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const { t, href, origin } = useShop();
  const crumbs = [{ label: t("breadcrumbs.home"), to: href("/") }, ...trail];
  return (
    <nav aria-label={t("breadcrumbs.label")} className="text-sm text-neutral-600">
      <ol className="flex flex-wrap gap-1">
        {crumbs.map((crumb, index) => {
          const current = index === crumbs.length - 1;
          return (
            <li key={crumb.to} className="flex gap-1">
              {current ? (
                <span aria-current="page" className="text-neutral-900">
                  {crumb.label}
                </span>
              ) : (
                <>
                  <Link to={crumb.to} className="hover:underline">
                    {crumb.label}
                  </Link>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
      <JsonLd data={breadcrumbJsonLd(origin, crumbs)} />
    </nav>
  );
}
