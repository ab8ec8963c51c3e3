import type { FetcherWithComponents } from "react-router";
import type { BasketLine } from "#commerce/modules/basket/index.ts";
import type { BagActionResult } from "#app/routes/bag.tsx";
import { useShop } from "#app/shop/use-shop.ts";

const stepperClass =
  "flex h-9 w-9 items-center justify-center rounded-full border border-neutral-300 text-lg hover:bg-neutral-100 disabled:opacity-40";

/**
 * A bag line's quantity: one fewer (down to 0, which removes the line) and one more (up to what the
 * warehouses hold, at most 99), posted to the bag's action through the line's fetcher, which shows
 * the quantity asked for while it is on its way. Without JavaScript the buttons post the form.
 */
export function LineQuantity({ line, fetcher }: { line: BasketLine; fetcher: FetcherWithComponents<BagActionResult> }) {
  const { t, href } = useShop();
  const pendingQuantity = fetcher.formData ? Number(fetcher.formData.get("quantity") ?? 0) : line.quantity;
  return (
    <fetcher.Form
      method="post"
      action={href("/bag")}
      className="flex items-center gap-2"
      aria-label={`${t("bag.quantity")}: ${line.name}`}
    >
      <input type="hidden" name="itemId" value={line.id} />
      <input type="hidden" name="intent" value="update" />
      <button
        type="submit"
        name="quantity"
        value={line.quantity - 1}
        aria-label={t("bag.decrease", { name: line.name })}
        className={stepperClass}
      >
        −
      </button>
      <output
        aria-live="polite"
        aria-label={t("bag.quantity")}
        className="min-w-8 text-center tabular-nums"
        data-testid="line-quantity"
      >
        {pendingQuantity}
      </output>
      <button
        type="submit"
        name="quantity"
        value={line.quantity + 1}
        aria-label={t("bag.increase", { name: line.name })}
        disabled={line.quantity >= Math.min(99, line.available)}
        className={stepperClass}
      >
        +
      </button>
    </fetcher.Form>
  );
}
