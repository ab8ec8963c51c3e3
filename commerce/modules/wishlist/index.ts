export { createWishlistService, wishlistLimit, type WishlistService } from "./service.ts";
