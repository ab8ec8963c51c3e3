import { useSyncExternalStore, type KeyboardEvent, type MouseEvent } from "react";
import { useLocation } from "react-router";
import { useShop } from "#app/shop/use-shop.ts";
import { useMiniBag } from "./mini-bag.tsx";

const subscribeToNothing = () => () => {};

/** False on the server and until hydration: before that a click follows the link. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/** What a link to the bag page takes to open the mini-bag instead; nothing while it should stay a link. */
export interface MiniBagTriggerProps {
  role?: "button";
  "aria-haspopup"?: "dialog";
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLAnchorElement>) => void;
}

/**
 * Turns a link to the bag page into the mini-bag's button: spread the answer on the link. It stays a
 * plain link on the server and until hydration (without JavaScript the bag is a page), where no
 * MiniBagProvider is above it, and on the bag and checkout pages, which already show the bag. A click
 * with a modifier key or another button still opens the page, in a new tab or window.
 */
export function useMiniBagTrigger(): MiniBagTriggerProps {
  const { href } = useShop();
  const miniBag = useMiniBag();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  if (!miniBag || !hydrated || pathname === href("/bag") || pathname === href("/checkout")) return {};
  return {
    role: "button",
    "aria-haspopup": "dialog",
    onClick(event) {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      miniBag.open();
    },
    // A link acting as a button answers Space as a button does (Enter already clicks it).
    onKeyDown(event) {
      if (event.key !== " ") return;
      event.preventDefault();
      miniBag.open();
    },
  };
}
