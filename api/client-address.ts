import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** The address of the client behind a request, as rate limits and audit entries key on it. */
export function clientAddressOf(c: Context): string {
  return getConnInfo(c).remote.address ?? "unknown";
}
