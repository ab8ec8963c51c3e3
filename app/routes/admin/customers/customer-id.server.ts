import { data } from "react-router";
import { idText } from "#commerce/validation.ts";

/** The customer a back-office URL names; anything but an id names no one (404). */
export function customerIdOf(params: { customerId?: string }): number {
  const parsed = idText.safeParse(params.customerId ?? "");
  if (!parsed.success) throw data({ status: 404 }, { status: 404 });
  return parsed.data;
}
