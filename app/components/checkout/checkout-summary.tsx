import { useNavigation } from "react-router";
import type { BasketLine, BasketTotals as Totals } from "#commerce/modules/basket/index.ts";
import { BasketTotals } from "#app/components/commerce/basket-totals.tsx";
import { PolicyLink } from "#app/components/content/policy-link.tsx";
import { useShop } from "#app/shop/use-shop.ts";

/** The basket's lines and totals with the chosen delivery, and the button that pays the total. */
export function CheckoutSummary({ lines, totals }: { lines: BasketLine[]; totals: Totals }) {
  const { t, money } = useShop();
  const submitting = useNavigation().state === "submitting";
  return (
    <aside className="flex flex-col gap-4 self-start rounded-lg bg-neutral-50 p-6">
      <h2 className="text-lg font-semibold">{t("checkout.review")}</h2>
      <ul className="flex flex-col gap-2 text-sm">
        {lines.map((line) => (
          <li key={line.id} className="flex justify-between gap-3">
            <span>
              {line.quantity} × {line.name}
              <span className="block text-neutral-600">{line.values.map((value) => value.value).join(", ")}</span>
            </span>
            <span>{money(line.lineTotalIncVat)}</span>
          </li>
        ))}
      </ul>
      <BasketTotals basket={totals} showDelivery />
      <button
        type="submit"
        disabled={submitting}
        className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900 disabled:opacity-60"
      >
        {t("checkout.pay", { amount: money(totals.totalIncVat) })}
      </button>
      <p className="text-xs text-neutral-700">
        {t("checkout.acceptTerms")} <PolicyLink page="terms">{t("policy.terms")}</PolicyLink> ·{" "}
        <PolicyLink page="privacy">{t("policy.privacy")}</PolicyLink>
      </p>
    </aside>
  );
}
