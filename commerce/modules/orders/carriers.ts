import { z } from "zod";
import { invalidField } from "#commerce/errors.ts";
import { problem } from "#commerce/error-codes.ts";
import { parseStaffInput } from "./staff-inputs.ts";

/**
 * The carriers the back office offers, each with its public tracking page for one parcel. Any
 * other carrier is `other`, and then the staff member gives the tracking URL themselves.
 */
export const carriers = {
  postnord: { name: "PostNord", trackingUrl: (number: string) => `https://tracking.postnord.com/se/?id=${number}` },
  dhl: {
    name: "DHL",
    trackingUrl: (number: string) => `https://www.dhl.com/se-sv/home/tracking.html?tracking-id=${number}&submit=1`,
  },
  bring: { name: "Bring", trackingUrl: (number: string) => `https://tracking.bring.se/tracking/${number}` },
  budbee: { name: "Budbee", trackingUrl: (number: string) => `https://tracking.budbee.com/${number}` },
  dbschenker: {
    name: "DB Schenker",
    trackingUrl: (number: string) => `https://www.dbschenker.com/app/tracking-public/?refNumber=${number}`,
  },
  ups: { name: "UPS", trackingUrl: (number: string) => `https://www.ups.com/track?tracknum=${number}` },
} as const;

export type CarrierCode = keyof typeof carriers | "other";
export const carrierCodes = [...(Object.keys(carriers) as (keyof typeof carriers)[]), "other"] as const;

/**
 * How a parcel went: a carrier of carrierCodes (`other` with its name and tracking URL), the
 * parcel's number, and optionally a tracking URL overriding the carrier's page.
 */
export const shipmentInput = z.object({
  carrier: z.string(),
  trackingNumber: z.string(),
  trackingUrl: z.string().optional(),
  carrierName: z.string().optional(),
});
export type ShipmentInput = z.input<typeof shipmentInput>;

/** A shipment ready to be recorded: the carrier's name as shown, the number, and the page to follow it. */
export interface ResolvedShipment {
  carrier: string;
  trackingNumber: string;
  trackingUrl: string;
}

const isHttpsUrl = (value: string) => {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
};

/**
 * The carrier's name and tracking page for a shipment: a given URL wins (it must be https, since
 * the shopper's mail links to it), else the carrier's own page with the number filled in (encoded,
 * so a number can never change the URL's path or host).
 */
export function resolveShipment(shipment: ShipmentInput): ResolvedShipment {
  const input = parseStaffInput(shipmentInput, shipment, "shipment");
  const trackingNumber = input.trackingNumber.trim();
  if (!trackingNumber) throw invalidField("trackingNumber", problem("required"));
  if (trackingNumber.length > 100) throw invalidField("trackingNumber", problem("too_long", { max: 100 }));
  const givenUrl = input.trackingUrl?.trim();
  if (givenUrl && (givenUrl.length > 2000 || !isHttpsUrl(givenUrl)))
    throw invalidField("trackingUrl", problem("tracking_url_invalid"));
  if (input.carrier === "other") {
    const name = input.carrierName?.trim();
    if (!name) throw invalidField("carrierName", problem("required"));
    if (name.length > 100) throw invalidField("carrierName", problem("too_long", { max: 100 }));
    if (!givenUrl) throw invalidField("trackingUrl", problem("required"));
    return { carrier: name, trackingNumber, trackingUrl: givenUrl };
  }
  const carrier = Object.hasOwn(carriers, input.carrier) ? carriers[input.carrier as keyof typeof carriers] : undefined;
  if (!carrier) throw invalidField("carrier", problem("carrier_unknown"));
  return {
    carrier: carrier.name,
    trackingNumber,
    trackingUrl: givenUrl ?? carrier.trackingUrl(encodeURIComponent(trackingNumber)),
  };
}
