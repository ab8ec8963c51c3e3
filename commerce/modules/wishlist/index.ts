export { createWishlistService, type WishlistService } from "./service.ts";
export { eraseWishlist, wishlistLimit } from "./saved-wishlist.ts";
export { listWishlistProducts, type WishlistProduct } from "./wishlist-products.ts";
