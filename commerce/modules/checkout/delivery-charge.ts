/**
 * What delivery at `priceIncVat` costs on goods worth `subtotalIncVat`: nothing at or above the
 * currency's free-delivery threshold (`freeFromIncVat`, null when the currency has none).
 */
export function chargeDelivery(priceIncVat: number, subtotalIncVat: number, freeFromIncVat: number | null): number {
  return freeFromIncVat !== null && subtotalIncVat >= freeFromIncVat ? 0 : priceIncVat;
}

/** How much more the goods must cost for free delivery: 0 once reached, null when the currency has no threshold. */
export function leftToFreeDelivery(subtotalIncVat: number, freeFromIncVat: number | null): number | null {
  return freeFromIncVat === null ? null : Math.max(0, freeFromIncVat - subtotalIncVat);
}
