import { Link } from "react-router";
import { useShop } from "#app/shop/use-shop.ts";
import { useShopperStatus } from "#app/shop/use-shopper-status.ts";
import { useMiniBagTrigger } from "../bag/mini-bag-trigger.ts";
import { HeaderControlLabel, headerControlClass, HeaderIcon } from "./header-icons.tsx";

/**
 * The bag in the header: one element, a link to the bag page with the number of items on its icon,
 * that opens the mini-bag once the page has hydrated (useMiniBagTrigger). The count is the
 * shopper's own and arrives after the page, which is the same for every anonymous shopper (ADR
 * 0026); until then the link is named without it.
 */
export function BagLink() {
  const { t, href } = useShop();
  const count = useShopperStatus()?.bagCount;
  // With a count, screen readers hear one phrase ("Shopping bag, 2 items") instead of the name and a bare number.
  const countLabel = count === undefined ? undefined : t("bag.link", { count });
  const miniBagTrigger = useMiniBagTrigger();
  return (
    <Link to={href("/bag")} className={`${headerControlClass} flex`} {...miniBagTrigger}>
      {/* On wide screens the name stands beside the icon: the margin keeps it clear of the count. */}
      <span className="relative xl:mr-2">
        <HeaderIcon name="bag" />
        {count ? (
          <span
            data-testid="bag-count"
            aria-hidden="true"
            className="absolute -top-1.5 -right-2 min-w-5 rounded-full bg-brand-700 px-1 text-center text-xs leading-5 font-semibold text-white"
          >
            {count}
          </span>
        ) : null}
      </span>
      <HeaderControlLabel aria-hidden={countLabel !== undefined || undefined}>{t("shell.bag")}</HeaderControlLabel>
      {countLabel ? <span className="sr-only">{countLabel}</span> : null}
    </Link>
  );
}
