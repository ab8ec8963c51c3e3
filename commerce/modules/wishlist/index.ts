export { createWishlistService, wishlistLimit, type WishlistService } from "./service.ts";
export { eraseWishlist } from "./wishlist-erasure.ts";
