import type { Route } from "./+types/shopper-status.ts";

/**
 * The shopper's own parts of every page (ADR 0026): how many things are in their bag and who is
 * logged in. Pages leave them out so that one copy of a page serves every anonymous shopper (and a
 * CDN may keep it); the shell loads this after hydration (app/shop/use-shopper-status.ts).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { shopper } = context;
  const customer = await shopper.customer();
  const customerId = customer?.id ?? null;
  const bagCount = shopper.basketId ? await context.commerce.basket.countItems(shopper.basketId, { customerId }) : 0;
  return { bagCount, loggedIn: customerId !== null, customerId };
}

export type ShopperStatus = Awaited<ReturnType<typeof loader>>;

/** Nobody's status is kept by a browser's history or any cache: it changes with every add to bag. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
