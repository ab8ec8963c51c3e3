import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { useShop } from "#app/shop/use-shop.ts";
import { BagLink } from "./bag-link.tsx";
import { CategoryMenu } from "./category-menu.tsx";
import { CurrencySwitch } from "./currency-switch.tsx";
import { headerControlClass, HeaderIcon, HeaderIconLink } from "./header-icons.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { MenuDrawer } from "./menu-drawer.tsx";
import { SearchBox } from "./search-box.tsx";

const searchId = "site-search";
const menuId = "site-menu";

/**
 * The shop's header, sticky at the top of the page. On phones and tablets it is one row of 56 px:
 * the menu (a drawer with the categories, the store finder, language and currency), the logo, and
 * icons for search (which unfolds the search box below), account, wishlist and bag. From 1024 px the
 * search box stands in that row, and a second row shows the categories, language and currency.
 *
 * Without JavaScript the menu and search icons are links to the menu row and the search box, which
 * show as their link's target (`:target`), and the header scrolls with the page on phones so that an
 * open menu can be scrolled through.
 */
export function SiteHeader() {
  const { t, href } = useShop();
  // The search box unfolded on a phone folds again on the next page, as the menu does.
  const { key: page } = useLocation();
  const [searchOpenOn, setSearchOpenOn] = useState<string | null>(null);
  const searchOpen = searchOpenOn === page;
  const searchInput = useRef<HTMLInputElement>(null);
  const searchToggle = useRef<HTMLButtonElement>(null);

  // React commits a tap's update, effects included, before the tap's task ends: the focus moves
  // within the tap itself, so that a phone opens its keyboard.
  useEffect(() => {
    if (searchOpen) searchInput.current?.focus();
  }, [searchOpen]);
  const foldSearch = () => {
    if (!searchOpen) return;
    setSearchOpenOn(null);
    searchToggle.current?.focus();
  };

  return (
    <header className="sticky top-0 z-30 border-b border-neutral-200 bg-white noscript:max-lg:static">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-10 focus:rounded focus:bg-white focus:p-2"
      >
        {t("shell.skipToContent")}
      </a>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-1 px-2 sm:px-4 lg:flex-nowrap lg:gap-x-6">
        <div className="flex h-14 items-center gap-1 lg:h-16">
          <div className="lg:hidden">
            <MenuDrawer />
            <a href={`#${menuId}`} className={`${headerControlClass} hidden noscript:flex`}>
              <HeaderIcon name="menu" />
              <span className="sr-only">{t("shell.menu")}</span>
            </a>
          </div>
          <Link
            to={href("/")}
            aria-label={t("shell.homeLink")}
            className="rounded px-1 text-2xl font-black tracking-tight text-brand-700"
          >
            Butik
          </Link>
        </div>
        <SearchBox
          id={searchId}
          inputRef={searchInput}
          onEscape={foldSearch}
          className={`order-last mb-3 w-full lg:order-none lg:mb-0 lg:flex lg:max-w-xl lg:min-w-0 lg:flex-1 ${searchOpen ? "flex" : "hidden noscript:target:flex"}`}
        />
        <div className="ml-auto flex items-center xl:gap-1">
          <button
            ref={searchToggle}
            type="button"
            aria-expanded={searchOpen}
            aria-controls={searchId}
            onClick={() => setSearchOpenOn(searchOpen ? null : page)}
            className={`${headerControlClass} flex lg:hidden noscript:hidden`}
          >
            <HeaderIcon name="search" />
            <span className="sr-only">{t("shell.search")}</span>
          </button>
          <a href={`#${searchId}`} className={`${headerControlClass} hidden noscript:max-lg:flex`}>
            <HeaderIcon name="search" />
            <span className="sr-only">{t("shell.search")}</span>
          </a>
          <HeaderIconLink to={href("/find-store")} label={t("shell.findStore")} icon="pin" className="hidden lg:flex" />
          <HeaderIconLink to={href("/account")} label={t("shell.account")} icon="account" />
          <HeaderIconLink to={href("/wishlist")} label={t("shell.wishlist")} icon="heart" />
          <BagLink />
        </div>
      </div>
      <div id={menuId} className="hidden border-t border-neutral-100 lg:block noscript:max-lg:target:block">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-2 pb-3 sm:px-4 lg:flex-row lg:items-center lg:justify-between lg:gap-6 lg:pb-0">
          <CategoryMenu placement="bar" />
          <div className="flex shrink-0 flex-wrap items-center gap-3 px-3 lg:px-0">
            <Link to={href("/find-store")} className="py-2 text-sm font-medium lg:hidden">
              {t("shell.findStore")}
            </Link>
            <LanguageSwitch />
            <CurrencySwitch />
            <a href="#" className="py-2 text-sm font-medium underline lg:hidden">
              {t("shell.closeMenu")}
            </a>
          </div>
        </div>
      </div>
    </header>
  );
}
