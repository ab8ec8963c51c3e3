import { Link, NavLink } from "react-router";
import { useShop } from "#app/shop/use-shop.ts";
import { StoryPart } from "../content/story-part.tsx";
import { CurrencySwitch } from "./currency-switch.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { SearchBox } from "./search-box.tsx";

const iconPaths = {
  bag: "M6 7h12l-1 13H7L6 7zm3 0a3 3 0 0 1 6 0",
  heart: "M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z",
  account: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0",
  pin: "M12 21s-6-5.4-6-11a6 6 0 0 1 12 0c0 5.6-6 11-6 11zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z",
};

function HeaderLink({
  to,
  label,
  icon,
  count,
  countLabel,
}: {
  to: string;
  label: string;
  icon: keyof typeof iconPaths;
  count?: number;
  countLabel?: string;
}) {
  // With a count, screen readers hear one phrase ("Shopping bag, 2 items") instead of the label and a bare number.
  return (
    <Link to={to} className="relative flex items-center gap-1 rounded px-1.5 py-1 text-sm hover:bg-neutral-100 md:px-2">
      <svg
        viewBox="0 0 24 24"
        className="h-5 w-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        aria-hidden="true"
      >
        <path d={iconPaths[icon]} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="max-md:sr-only" aria-hidden={countLabel ? true : undefined}>
        {label}
      </span>
      {count ? (
        <span
          aria-hidden="true"
          data-testid="bag-count"
          className="rounded-full bg-brand-700 px-1.5 text-xs font-semibold text-white"
        >
          {count}
        </span>
      ) : null}
      {countLabel ? <span className="sr-only">{countLabel}</span> : null}
    </Link>
  );
}

export function SiteHeader() {
  const { t, href, categories, header, bagCount } = useShop();
  return (
    <header className="border-b border-neutral-200">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-white focus:p-2"
      >
        {t("shell.skipToContent")}
      </a>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-4 px-4 py-3">
        <Link
          to={href("/")}
          aria-label={t("shell.homeLink")}
          className="text-2xl font-black tracking-tight text-brand-700"
        >
          Butik
        </Link>
        <SearchBox />
        <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
          <div className="flex items-center gap-2">
            <LanguageSwitch />
            <CurrencySwitch />
          </div>
          {/* The links wrap together below the language and currency on narrow screens. */}
          <div className="flex items-center gap-1 md:gap-2">
            <HeaderLink to={href("/find-store")} label={t("shell.findStore")} icon="pin" />
            <HeaderLink to={href("/wishlist")} label={t("shell.wishlist")} icon="heart" />
            <HeaderLink to={href("/account")} label={t("shell.account")} icon="account" />
            <HeaderLink
              to={href("/bag")}
              label={t("shell.bag")}
              icon="bag"
              count={bagCount}
              countLabel={t(bagCount === 1 ? "bag.linkOne" : "bag.link", { count: bagCount })}
            />
          </div>
        </div>
      </div>
      <nav aria-label={t("shell.mainNavigation")} className="border-t border-neutral-100">
        <ul className="mx-auto flex max-w-7xl flex-wrap gap-1 px-4">
          {header ? (
            <StoryPart story={header} wrap={(child) => <li>{child}</li>} />
          ) : (
            // Without a header story the menu lists the top categories.
            categories.map((category) => (
              <li key={category.id}>
                <NavLink
                  to={href(`/category/${category.path.join("/")}`)}
                  className="block px-3 py-2 text-sm font-medium whitespace-nowrap hover:text-brand-600 aria-[current=page]:text-brand-600"
                >
                  {category.name}
                </NavLink>
              </li>
            ))
          )}
        </ul>
      </nav>
    </header>
  );
}
