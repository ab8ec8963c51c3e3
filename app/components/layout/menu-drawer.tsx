import { useId, useState, type MouseEvent } from "react";
import { Link, useLocation } from "react-router";
import { useShop } from "#app/shop/use-shop.ts";
import { Drawer } from "../ui/drawer.tsx";
import { CategoryMenu } from "./category-menu.tsx";
import { CurrencySwitch } from "./currency-switch.tsx";
import { headerControlClass, HeaderIcon } from "./header-icons.tsx";
import { LanguageSwitch } from "./language-switch.tsx";

/**
 * The menu on phones and tablets: a button that opens a drawer from the left with the categories,
 * the store finder, the language and the currency. The drawer is modal (the focus stays in it and
 * the page behind does not scroll; Escape, the close button or a click beside it close it, and the
 * focus goes back to the button), and it is open only on the page it was opened on, so a choice
 * made in it (a link, a language, a currency) closes it. Without JavaScript the header's link to
 * its menu row takes the button's place (site-header.tsx).
 */
export function MenuDrawer() {
  const { t, href } = useShop();
  const { key: page } = useLocation();
  const titleId = useId();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const close = () => setOpenOn(null);
  // A followed link closes the drawer at once, before its page has loaded; the loading bar shows it coming.
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest("a[href]")) close();
  };
  return (
    <>
      <button type="button" onClick={() => setOpenOn(page)} className={`${headerControlClass} flex noscript:hidden`}>
        <HeaderIcon name="menu" />
        <span className="sr-only">{t("shell.menu")}</span>
      </button>
      {openOn === page ? (
        <Drawer side="left" labelledBy={titleId} onClose={close} data-testid="menu-drawer">
          <div className="flex items-center justify-between gap-4 border-b border-neutral-200 py-2 pr-2 pl-5">
            <h2 id={titleId} className="text-lg font-semibold">
              {t("shell.menu")}
            </h2>
            <button type="button" onClick={close} className={`${headerControlClass} flex`}>
              <HeaderIcon name="close" />
              <span className="sr-only">{t("shell.closeMenu")}</span>
            </button>
          </div>
          <div className="flex-1 overflow-y-auto overscroll-contain" onClick={closeOnLink}>
            <CategoryMenu placement="drawer" />
            <div className="border-t border-neutral-200 py-2">
              <Link
                to={href("/find-store")}
                className="flex items-center gap-3 px-5 py-3 text-base font-medium hover:bg-neutral-100"
              >
                <HeaderIcon name="pin" />
                {t("shell.findStore")}
              </Link>
            </div>
            <div className="flex flex-col gap-3 border-t border-neutral-200 px-5 py-4">
              <LanguageSwitch labelled />
              <CurrencySwitch labelled />
            </div>
          </div>
        </Drawer>
      ) : null}
    </>
  );
}
