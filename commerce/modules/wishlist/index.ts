export { createWishlistService, type WishlistService } from "./service.ts";
export { eraseWishlist, wishlistLimit } from "./saved-wishlist.ts";
