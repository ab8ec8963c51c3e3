import type { Coordinates } from "#commerce/modules/stores/index.ts";

/** A dialable tel: URL from a Swedish number as written ("08-411 22 30" → "tel:+4684112230"). */
export function telephoneUrl(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  return `tel:${digits.startsWith("0") ? `+46${digits.slice(1)}` : digits}`;
}

/** Directions to a store in the shopper's maps app, by the store's coordinates. */
export function directionsUrl({ latitude, longitude }: Coordinates): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}
