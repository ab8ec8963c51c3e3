import type { Basket } from "#commerce/modules/basket/index.ts";
import type { Currency } from "#commerce/modules/pricing/index.ts";
import { toMajorUnits } from "#commerce/modules/pricing/index.ts";

/** A basket as the API answers it: amounts in whole currency units, VAT rates in percent. */
export function toApiBasket(basket: Basket, currency: Currency) {
  const money = (minor: number) => toMajorUnits(minor, currency);
  return {
    Id: basket.id,
    CurrencyCode: basket.currencyCode,
    Items: basket.lines.map((line) => ({
      Id: line.id,
      VariantId: line.variantId,
      PartNo: line.partNo,
      ProductId: line.productId,
      UniqueName: line.uniqueName,
      Name: line.name,
      Brand: line.brand,
      Attributes: line.values.map((value) => ({ Name: value.name, Value: value.value })),
      ImageKey: line.imageKey,
      Quantity: line.quantity,
      UnitPriceIncVat: money(line.unitPriceIncVat),
      LineTotalIncVat: money(line.lineTotalIncVat),
      VatRate: line.vatRate / 100,
      OnHand: line.available,
    })),
    ItemCount: basket.itemCount,
    SubtotalIncVat: money(basket.subtotalIncVat),
    DeliveryIncVat: money(basket.deliveryIncVat),
    VatAmount: money(basket.vatAmount),
    TotalIncVat: money(basket.totalIncVat),
    Buyer: basket.buyer,
    DeliveryMethod: basket.deliveryMethod
      ? {
          Code: basket.deliveryMethod.code,
          Name: basket.deliveryMethod.name,
          Kind: basket.deliveryMethod.kind,
          PriceIncVat: money(basket.deliveryMethod.priceIncVat),
        }
      : null,
    PickupStoreId: basket.pickupStoreId,
    PaymentMethod: basket.paymentMethod
      ? { Code: basket.paymentMethod.code, Name: basket.paymentMethod.name, Kind: basket.paymentMethod.kind }
      : null,
  };
}
