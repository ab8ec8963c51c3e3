import type { BasketTotals } from "#commerce/modules/basket/index.ts";
import type { DeliveryMethod } from "#commerce/modules/checkout/index.ts";
import type { FieldErrorText } from "#app/shop/use-field-error.ts";
import { useShop } from "#app/shop/use-shop.ts";
import { CheckoutFieldset } from "./checkout-fieldset.tsx";
import type { InstalmentPlan } from "./payment-fieldset.tsx";

/** A way of delivery with the basket's totals and instalment plans when it is chosen, as the server priced them. */
export type DeliveryOption = DeliveryMethod & {
  totals: BasketTotals;
  plans: InstalmentPlan[];
};

/** The option the shopper chose, or the first one while none is. */
export function chosenDeliveryOption(options: DeliveryOption[], code: string): DeliveryOption {
  return options.find((option) => option.code === code) ?? options[0]!;
}

/** The ways of delivery with their prices, and the store to collect from when the chosen one is a pickup. */
export function DeliveryFieldset({
  options,
  code,
  onChoose,
  stores,
  pickupStoreId,
  error,
}: {
  options: DeliveryOption[];
  code: string;
  onChoose: (code: string) => void;
  stores: { id: number; name: string; city: string }[];
  pickupStoreId: string | undefined;
  error: FieldErrorText;
}) {
  const { t, money } = useShop();
  return (
    <CheckoutFieldset legend={t("checkout.delivery")}>
      {options.map((option) => (
        <label
          key={option.code}
          className="flex items-center justify-between gap-3 rounded border border-neutral-200 p-3 has-[:checked]:border-brand-700"
        >
          <span className="flex items-center gap-2">
            <input
              type="radio"
              name="delivery"
              value={option.code}
              checked={code === option.code}
              onChange={() => onChoose(option.code)}
              className="h-4 w-4"
            />
            {option.name}
          </span>
          <span>{option.priceIncVat === 0 ? t("checkout.free") : money(option.priceIncVat)}</span>
        </label>
      ))}
      {error("deliveryMethod") ? <p className="text-sm text-sale">{error("deliveryMethod")}</p> : null}
      {chosenDeliveryOption(options, code).kind === "store_pickup" ? (
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t("checkout.pickupStore")}
          <select
            name="pickupStoreId"
            defaultValue={pickupStoreId}
            aria-invalid={error("pickupStoreId") ? true : undefined}
            className="rounded border border-neutral-300 px-3 py-2 font-normal"
          >
            {stores.map((store) => (
              <option key={store.id} value={store.id}>
                {store.name}, {store.city}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </CheckoutFieldset>
  );
}
