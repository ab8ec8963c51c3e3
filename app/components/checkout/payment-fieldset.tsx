import { useState } from "react";
import type { PaymentMethod } from "#commerce/modules/checkout/index.ts";
import type { instalmentPlans } from "#commerce/modules/payments/index.ts";
import { TextField } from "#app/components/ui/text-field.tsx";
import type { FieldErrorText } from "#app/shop/use-field-error.ts";
import { useShop } from "#app/shop/use-shop.ts";
import { CheckoutFieldset } from "./checkout-fieldset.tsx";

/** Paying the total in equal monthly parts, interest-free. */
export type InstalmentPlan = ReturnType<typeof instalmentPlans>[number];

/** The payment methods, with the card's fields or the instalment plans under the chosen one. */
export function PaymentFieldset({
  methods,
  plans,
  values,
  error,
  offerToSaveCard,
}: {
  methods: PaymentMethod[];
  plans: InstalmentPlan[];
  values: Record<string, string>;
  error: FieldErrorText;
  /** A logged-in customer may keep the card for next time. */
  offerToSaveCard: boolean;
}) {
  const { t } = useShop();
  const [code, setCode] = useState(values.payment ?? methods[0]?.code ?? "");
  const kind = methods.find((method) => method.code === code)?.kind;
  return (
    <CheckoutFieldset legend={t("checkout.payment")}>
      {methods.map((method) => (
        <label
          key={method.code}
          className="flex items-center gap-2 rounded border border-neutral-200 p-3 has-[:checked]:border-brand-700"
        >
          <input
            type="radio"
            name="payment"
            value={method.code}
            checked={code === method.code}
            onChange={() => setCode(method.code)}
            className="h-4 w-4"
          />
          <span>
            <span className="font-medium">{method.name}</span>{" "}
            <span className="text-sm text-neutral-600">{method.description}</span>
          </span>
        </label>
      ))}
      {kind === "card" ? <CardFields expiry={values.expiry} error={error} offerToSave={offerToSaveCard} /> : null}
      {kind === "instalments" ? <InstalmentPlans plans={plans} chosenMonths={values.months} /> : null}
    </CheckoutFieldset>
  );
}

/** The test card's number, expiry and CVC, and for a customer the offer to save the card. */
function CardFields({
  expiry,
  error,
  offerToSave,
}: {
  expiry: string | undefined;
  error: FieldErrorText;
  offerToSave: boolean;
}) {
  const { t } = useShop();
  return (
    <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
      <TextField
        label={t("checkout.cardNumber")}
        name="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        error={error("cardNumber")}
      />
      <TextField
        label={t("checkout.expiry")}
        name="expiry"
        placeholder="MM/YY"
        autoComplete="cc-exp"
        defaultValue={expiry}
        error={error("expiry")}
      />
      <TextField label={t("checkout.cvc")} name="cvc" inputMode="numeric" autoComplete="cc-csc" error={error("cvc")} />
      <p className="text-xs text-neutral-600 sm:col-span-3">{t("checkout.testCards")}</p>
      {offerToSave ? (
        <label className="flex items-center gap-2 text-sm sm:col-span-3">
          <input type="checkbox" name="saveCard" className="h-4 w-4" />
          {t("checkout.saveCard")}
        </label>
      ) : null}
    </div>
  );
}

/** One radio per instalment plan with its monthly amount; the first is chosen until the shopper picks. */
function InstalmentPlans({ plans, chosenMonths }: { plans: InstalmentPlan[]; chosenMonths: string | undefined }) {
  const { t, money } = useShop();
  return (
    <div role="radiogroup" aria-label={t("checkout.payment")} className="flex flex-col gap-2">
      {plans.map((plan, index) => (
        <label key={plan.months} className="flex items-center gap-2">
          <input
            type="radio"
            name="months"
            value={plan.months}
            defaultChecked={chosenMonths ? chosenMonths === String(plan.months) : index === 0}
            className="h-4 w-4"
          />
          {t("checkout.plan", { months: plan.months, amount: money(plan.monthlyAmount) })}
        </label>
      ))}
    </div>
  );
}
