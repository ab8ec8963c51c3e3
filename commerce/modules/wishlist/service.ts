import type { Database } from "#commerce/db/client.ts";
import { eraseWishlist, getWishlist, mergeWishlist, replaceWishlist } from "./saved-wishlist.ts";

/** A customer's wishlist on the server: numeric product ids (SPEC §3), oldest first. */
export interface WishlistService {
  /** The customer's saved product ids, oldest first. */
  getWishlist(customerId: number): Promise<number[]>;
  /** Replaces the list, dropping ids of products not sold; returns what was kept. */
  replaceWishlist(customerId: number, ids: readonly unknown[]): Promise<number[]>;
  /** Empties the list. */
  deleteWishlist(customerId: number): Promise<void>;
  /** SPEC §4 at login: saves the union of the local and saved lists, saved ones first, and returns it. */
  mergeWishlist(customerId: number, localIds: readonly unknown[]): Promise<number[]>;
}

/** The wishlist service on one database. */
export function createWishlistService(db: Database): WishlistService {
  return {
    getWishlist: (customerId) => getWishlist(db, customerId),
    replaceWishlist: (customerId, ids) => replaceWishlist(db, customerId, ids),
    deleteWishlist: (customerId) => eraseWishlist(db, customerId),
    mergeWishlist: (customerId, localIds) => mergeWishlist(db, customerId, localIds),
  };
}
