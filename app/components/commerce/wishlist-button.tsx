import { useShop } from "#app/shop/use-shop.ts";
import { useWishlist } from "#app/shop/use-wishlist.ts";

/** A heart that adds a product to the wishlist or takes it off (a toggle button). */
export function WishlistButton({
  productId,
  name,
  className = "",
}: {
  productId: number;
  name: string;
  className?: string;
}) {
  const { t } = useShop();
  const { ids, toggle } = useWishlist();
  const saved = ids.includes(productId);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={t(saved ? "wishlist.remove" : "wishlist.add", { name })}
      onClick={() => void toggle(productId)}
      className={`rounded-full bg-white/90 p-2 shadow hover:bg-white ${className}`}
    >
      <svg
        viewBox="0 0 24 24"
        className={`h-5 w-5 ${saved ? "fill-sale text-sale" : "fill-none text-neutral-800"}`}
        stroke="currentColor"
        strokeWidth="1.8"
        aria-hidden="true"
      >
        <path
          d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
