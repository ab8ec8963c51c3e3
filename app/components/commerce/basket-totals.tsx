import type { BasketTotals as Totals } from "#commerce/modules/basket/index.ts";
import { useShop } from "#app/shop/use-shop.ts";

/** Subtotal, delivery, the VAT included and the total, as the server computed them. */
export function BasketTotals({ basket, showDelivery = false }: { basket: Totals; showDelivery?: boolean }) {
  const { t, money } = useShop();
  const row = "flex justify-between gap-4";
  return (
    <dl className="flex flex-col gap-2 text-sm" data-testid="basket-totals">
      <div className={row}>
        <dt>{t("bag.subtotal")}</dt>
        <dd>{money(basket.subtotalIncVat)}</dd>
      </div>
      {showDelivery ? (
        <div className={row}>
          <dt>{t("bag.delivery")}</dt>
          <dd>{basket.deliveryIncVat === 0 ? t("checkout.free") : money(basket.deliveryIncVat)}</dd>
        </div>
      ) : null}
      <div className={`${row} border-t border-neutral-300 pt-2 text-base font-semibold`}>
        <dt>{t("bag.total")}</dt>
        <dd data-testid="basket-total">{money(basket.totalIncVat)}</dd>
      </div>
      <div className={`${row} text-neutral-600`}>
        <dt>{t("bag.vat")}</dt>
        <dd>{money(basket.vatAmount)}</dd>
      </div>
    </dl>
  );
}
