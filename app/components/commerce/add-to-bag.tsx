import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import type { ProductVariant } from "#commerce/modules/catalogue/index.ts";
import type { action as bagAction } from "#app/routes/bag.tsx";
import { useShop } from "#app/shop/use-shop.ts";
import { MiniBagProvider, useMiniBag } from "../bag/mini-bag.tsx";
import { useToast } from "../ui/toasts.tsx";

/** How many of one variant a shopper may pick at once. */
const mostAtOnce = 10;

interface AddToBagProps {
  variant: ProductVariant | undefined;
  productName: string;
}

/**
 * Adds the chosen variant to the bag. With JavaScript it posts in the background and opens the
 * mini-bag with the line added (a refusal says why in a toast); without, the form goes to the bag
 * page. Online orders ship from the warehouses, so their stock (OnHand) decides. The mini-bag is
 * the shell's when the shell has one, else this form's own.
 */
export function AddToBag(props: AddToBagProps) {
  const form = <AddToBagForm {...props} />;
  return useMiniBag() ? form : <MiniBagProvider>{form}</MiniBagProvider>;
}

function AddToBagForm({ variant, productName }: AddToBagProps) {
  const { t, href } = useShop();
  const fetcher = useFetcher<typeof bagAction>();
  const miniBag = useMiniBag();
  const showToast = useToast();
  const quantityId = useId();
  const addedVariantId = useRef<number | undefined>(undefined);
  // Each answer is told once, however often the page re-renders after it.
  const told = useRef<unknown>(undefined);
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer || told.current === answer) return;
    told.current = answer;
    if (answer.ok) miniBag?.open({ addedVariantId: addedVariantId.current });
    else showToast({ message: answer.message, type: "error" });
  }, [fetcher.state, fetcher.data, miniBag, showToast]);

  const disabledReason = !variant ? t("bag.chooseSize") : variant.onHand === 0 ? t("bag.soldOutOnline") : undefined;
  const busy = fetcher.state !== "idle";
  const most = Math.min(mostAtOnce, variant?.onHand ?? 0);
  return (
    <fetcher.Form
      method="post"
      action={href("/bag")}
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        // The button keeps the focus while the bag is updated (a disabled one would drop it), so the
        // mini-bag can give it back when it closes; a second press meanwhile posts nothing.
        if (busy) event.preventDefault();
        else addedVariantId.current = variant?.id;
      }}
    >
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
        disabled={Boolean(disabledReason)}
        aria-disabled={busy || undefined}
        className="flex-1 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900 disabled:cursor-not-allowed disabled:bg-neutral-400 aria-disabled:cursor-wait aria-disabled:opacity-70"
      >
        {disabledReason ?? t("bag.add")}
      </button>
    </fetcher.Form>
  );
}
