import type { ShopLocale } from "#commerce/locale.ts";
import type { CatalogueChangeKind, CatalogueFeed } from "./catalogue-changes.ts";
import type { ProductCard } from "./product-cards.ts";

/** Cards kept per process, over every locale and price list; the least recently read go first. */
const defaultCapacity = 20_000;

/** Kinds of change that can alter any card: brand names, currencies, or anything at all. */
const everyCardKinds: readonly CatalogueChangeKind[] = ["all", "vocabulary", "currency"];

/** Product cards a page needs, from memory where this process holds them fresh. */
export interface CardCache {
  /** The cards of `ids` in their order; `loadMissing` reads (in one statement) those not held. */
  get(
    locale: ShopLocale,
    priceListId: number,
    ids: readonly number[],
    loadMissing: (ids: number[]) => Promise<ProductCard[]>,
  ): Promise<ProductCard[]>;
}

/**
 * This process's product cards per locale, price list and product, so a listing page reads only
 * the cards it has not seen from the database. A card goes when the change feed says its product
 * changed (stock, price, text, pictures), every card when brands or currencies changed or the feed
 * lost track; this process's own changes drop theirs at once. A read that overlapped a drop is
 * answered but not kept, so a card read before a change can never outlive it.
 */
export function createCardCache(feed: CatalogueFeed, capacity = defaultCapacity): CardCache {
  const cards = new Map<string, ProductCard>();
  /** The `locale|priceList` prefixes held, to drop one product's cards in every view. */
  const views = new Set<string>();
  /** The feed version every held card is fresh at. */
  let freshAt: number | undefined;
  /** Moves on every drop. */
  let drops = 0;

  function drop(kinds: Iterable<CatalogueChangeKind>, productIds: Iterable<number>) {
    drops += 1;
    if ([...kinds].some((kind) => everyCardKinds.includes(kind))) {
      cards.clear();
      return;
    }
    for (const productId of productIds) for (const view of views) cards.delete(`${view}|${productId}`);
  }

  feed.onChangedHere((change) => drop(change.kinds, change.productIds ?? []));

  async function followFeed() {
    const now = await feed.current();
    if (freshAt !== undefined && now !== freshAt) {
      const delta = feed.changesSince(freshAt);
      if (delta) drop(delta.kinds, delta.products.keys());
      else drop(["all"], []);
    }
    freshAt = now;
  }

  function keep(key: string, card: ProductCard) {
    cards.set(key, card);
    if (cards.size > capacity) cards.delete(cards.keys().next().value!);
  }

  return {
    async get(locale, priceListId, ids, loadMissing) {
      if (ids.length === 0) return [];
      await followFeed();
      const view = `${locale}|${priceListId}`;
      views.add(view);
      const found = new Map<number, ProductCard>();
      const missing: number[] = [];
      for (const id of ids) {
        const key = `${view}|${id}`;
        const card = cards.get(key);
        if (!card) missing.push(id);
        else {
          found.set(id, card);
          // Read again: it moves to the back of the line to go.
          cards.delete(key);
          cards.set(key, card);
        }
      }
      if (missing.length > 0) {
        const dropsBefore = drops;
        const loaded = await loadMissing(missing);
        const keepLoaded = drops === dropsBefore;
        for (const card of loaded) {
          found.set(card.id, card);
          if (keepLoaded) keep(`${view}|${card.id}`, card);
        }
      }
      return ids.flatMap((id) => found.get(id) ?? []);
    },
  };
}
