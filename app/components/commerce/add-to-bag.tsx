import { useEffect, useId } from "react";
import { useFetcher } from "react-router";
import type { ProductVariant } from "#commerce/modules/catalogue/index.ts";
import type { action as bagAction } from "#app/routes/bag.tsx";
import { useShop } from "#app/shop/use-shop.ts";
import { useToast } from "../ui/toasts.tsx";

/** How many of one variant a shopper may pick at once. */
const mostAtOnce = 10;

/**
 * Adds the chosen variant to the bag. With JavaScript it posts in the background and confirms
 * with a toast; without, the form goes to the bag page. Online orders ship from the warehouses,
 * so their stock (OnHand) decides.
 */
export function AddToBag({ variant, productName }: { variant: ProductVariant | undefined; productName: string }) {
  const { t, href } = useShop();
  const fetcher = useFetcher<typeof bagAction>();
  const showToast = useToast();
  const quantityId = useId();
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) showToast({ message: t("bag.added", { name: productName }) });
    else showToast({ message: fetcher.data.message, type: "error" });
  }, [fetcher.state, fetcher.data, showToast, t, productName]);

  const disabledReason = !variant ? t("bag.chooseSize") : variant.onHand === 0 ? t("bag.soldOutOnline") : undefined;
  const most = Math.min(mostAtOnce, variant?.onHand ?? 0);
  return (
    <fetcher.Form method="post" action={href("/bag")} className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="name" value={productName} />
      {variant ? <input type="hidden" name="variantId" value={variant.id} /> : null}
      <div className="flex flex-col gap-1">
        <label htmlFor={quantityId} className="text-sm font-medium">
          {t("bag.quantity")}
        </label>
        <select
          id={quantityId}
          name="quantity"
          disabled={Boolean(disabledReason)}
          className="rounded border border-neutral-300 px-3 py-2.5"
        >
          {Array.from({ length: Math.max(most, 1) }, (_, index) => index + 1).map((quantity) => (
            <option key={quantity} value={quantity}>
              {quantity}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        disabled={Boolean(disabledReason) || fetcher.state !== "idle"}
        className="flex-1 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900 disabled:cursor-not-allowed disabled:bg-neutral-400"
      >
        {disabledReason ?? t("bag.add")}
      </button>
    </fetcher.Form>
  );
}
