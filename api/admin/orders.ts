import { Hono } from "hono";
import { z } from "zod";
import type { Commerce } from "#commerce/commerce.ts";
import { readQuery } from "../query.ts";
import type { StaffApiEnv } from "./staff-auth.ts";

const newOrdersQuery = z.object({
  /** The `checkedAt` of the poll before (or when the list was read); the engine checks it is a time. */
  since: z.string().max(64).optional(),
});

/**
 * The back office's order endpoints under /admin/api/orders. `GET /new?since=` is the open order
 * list's poll: the orders paid since then (the engine looks back a little further, so a payment
 * that committed late is not missed; the list merges by id) and the time to ask from next. Idle,
 * it costs one probe of an empty index range.
 */
export function createAdminOrdersApi(commerce: Commerce) {
  return new Hono<StaffApiEnv>().get("/new", async (c) => {
    const { since } = readQuery(c, newOrdersQuery);
    const { rows, checkedAt } = await commerce.staffOrders.listNewOrders(
      c.get("staff"),
      since === undefined ? undefined : new Date(since),
    );
    c.header("Cache-Control", "no-store");
    return c.json({
      orders: rows.map(({ id, orderNumber, createdAt, status }) => ({ id, orderNumber, createdAt, status })),
      checkedAt,
    });
  });
}
