import { useState } from "react";
import { AddressFields } from "#app/components/commerce/address-fields.tsx";
import type { FieldErrorText } from "#app/shop/use-field-error.ts";
import { useShop } from "#app/shop/use-shop.ts";
import { CheckoutFieldset } from "./checkout-fieldset.tsx";

/** The billing address, and a shipping address unless the shopper ships to the billing one. */
export function AddressFieldsets({
  values,
  error,
  initiallySameAddress,
}: {
  values: Record<string, string>;
  error: FieldErrorText;
  initiallySameAddress: boolean;
}) {
  const { t } = useShop();
  const [sameAddress, setSameAddress] = useState(initiallySameAddress);
  return (
    <>
      <CheckoutFieldset legend={t("checkout.billing")}>
        <AddressFields prefix="billingAddress" autoCompleteSection="billing" values={values} error={error} />
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            name="sameAddress"
            checked={sameAddress}
            onChange={(event) => setSameAddress(event.target.checked)}
            className="h-4 w-4"
          />
          {t("checkout.sameAddress")}
        </label>
      </CheckoutFieldset>
      {sameAddress ? null : (
        <CheckoutFieldset legend={t("checkout.shipping")}>
          <AddressFields prefix="shippingAddress" autoCompleteSection="shipping" values={values} error={error} />
        </CheckoutFieldset>
      )}
    </>
  );
}
