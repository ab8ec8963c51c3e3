/**
 * Written in a selling point's title or text, stands for the shop's free-delivery threshold in the
 * shopper's currency (settings' `freeDelivery`), so the promise always matches what checkout charges.
 */
export const freeDeliveryPlaceholder = "{freeDeliveryFrom}";

/** The text with the threshold filled in, or undefined when it names a threshold this currency does not have. */
export function fillFreeDelivery(text: string, threshold: string | undefined): string | undefined {
  if (!text.includes(freeDeliveryPlaceholder)) return text;
  return threshold === undefined ? undefined : text.replaceAll(freeDeliveryPlaceholder, threshold);
}
