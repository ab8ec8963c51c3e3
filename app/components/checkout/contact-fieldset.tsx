import { TextField } from "#app/components/ui/text-field.tsx";
import type { FieldErrorText } from "#app/shop/use-field-error.ts";
import { useShop } from "#app/shop/use-shop.ts";
import { CheckoutFieldset } from "./checkout-fieldset.tsx";

/** The buyer's email and phone. */
export function ContactFieldset({ values, error }: { values: Record<string, string>; error: FieldErrorText }) {
  const { t } = useShop();
  return (
    <CheckoutFieldset legend={t("checkout.contact")}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("checkout.email")}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={values.email}
          error={error("email")}
        />
        <TextField
          label={t("checkout.phone")}
          name="phone"
          type="tel"
          autoComplete="tel"
          defaultValue={values.phone}
          error={error("phone")}
        />
      </div>
    </CheckoutFieldset>
  );
}
