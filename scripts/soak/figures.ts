import { sql } from "drizzle-orm";
import { type DatabaseHandle, selectRows } from "#commerce/db/client.ts";
import type { SoakVariant } from "./soak-database.ts";
import type { Tally } from "./tally.ts";

const paidStatuses = sql`('processing', 'accepted', 'completed')`;
const liveStatuses = sql`('checkout', 'processing', 'accepted', 'completed')`;

export interface StockLine {
  partNo: string;
  start: number;
  sold: number;
  held: number;
  left: number;
  drift: number;
}

/** What the soak proves, read from the database (the oracle) next to what the shoppers were told. */
export interface SoakFigures {
  toldPaid: number;
  paidInDatabase: number;
  lost: string[];
  paidButNeverTold: number;
  basketsWithTwoLiveOrders: number;
  basketsPaidTwice: number;
  ordersCapturedTwice: number;
  ordersMailedTwice: number;
  conflictingAnswers: number;
  stuckInCheckout: number;
  stock: StockLine[];
  stockDrift: number;
  serverErrors: number;
}

export async function readFigures(
  handle: DatabaseHandle,
  tally: Tally,
  variants: SoakVariant[],
  since: Date,
): Promise<SoakFigures> {
  const count = async (query: ReturnType<typeof sql>) =>
    (await selectRows<{ count: number }>(handle.db, query))[0]!.count;
  const at = since.toISOString();
  const paid = await selectRows<{ id: string }>(
    handle.db,
    sql`select id from orders where status in ${paidStatuses} and created_at >= ${at}`,
  );
  const paidIds = new Set(paid.map((order) => order.id));
  const toldPaid = [...tally.toldPaid];

  // Only the load's orders: the demo shop comes with a customer's earlier orders of the same variants.
  const stock: StockLine[] = [];
  for (const variant of variants) {
    const [row] = await selectRows<{ sold: number; held: number; left: number }>(
      handle.db,
      sql`select
        (select coalesce(sum(l.quantity), 0)::int from order_lines l join orders o on o.id = l.order_id where l.variant_id = ${variant.id} and o.status in ${paidStatuses} and o.created_at >= ${at}) as sold,
        (select coalesce(sum(l.quantity), 0)::int from order_lines l join orders o on o.id = l.order_id where l.variant_id = ${variant.id} and o.status = 'checkout' and o.created_at >= ${at}) as held,
        (select coalesce(sum(on_hand), 0)::int from warehouse_stock where variant_id = ${variant.id}) as "left"`,
    );
    const { sold, held, left } = row!;
    stock.push({
      partNo: variant.partNo,
      start: variant.startStock,
      sold,
      held,
      left,
      drift: variant.startStock - sold - held - left,
    });
  }

  return {
    toldPaid: toldPaid.length,
    paidInDatabase: paidIds.size,
    lost: toldPaid.filter((id) => !paidIds.has(id)),
    paidButNeverTold: [...paidIds].filter((id) => !tally.toldPaid.has(id)).length,
    basketsWithTwoLiveOrders: await count(
      sql`select count(*)::int as count from (select basket_id from orders where status in ${liveStatuses} and created_at >= ${at} group by basket_id having count(*) > 1) twice`,
    ),
    basketsPaidTwice: await count(
      sql`select count(*)::int as count from (select o.basket_id from payments p join orders o on o.id = p.order_id where p.status in ('authorized', 'captured') and o.created_at >= ${at} group by o.basket_id having count(*) > 1) twice`,
    ),
    ordersCapturedTwice: await count(
      sql`select count(*)::int as count from (select h.order_id from order_status_history h join orders o on o.id = h.order_id where h.to_status = 'processing' and o.created_at >= ${at} group by h.order_id having count(*) > 1) twice`,
    ),
    // The confirmation's subject names the order number, so one subject is one order.
    ordersMailedTwice: await count(
      sql`select count(*)::int as count from (select subject from outgoing_mail where template = 'order-confirmation' and created_at >= ${at} group by subject having count(*) > 1) twice`,
    ),
    conflictingAnswers: tally.conflicts.length,
    stuckInCheckout: await count(
      sql`select count(*)::int as count from orders where status = 'checkout' and created_at >= ${at}`,
    ),
    stock,
    stockDrift: stock.reduce((sum, line) => sum + Math.abs(line.drift), 0),
    serverErrors: tally.serverErrors.length,
  };
}

/** The figures that must be zero: a lost or doubled payment, a stuck order, stock out of step, a 5xx. */
export function failingFigures(figures: SoakFigures): string[] {
  const mustBeZero: [string, number][] = [
    ["lost (told paid, not paid)", figures.lost.length],
    ["baskets with two live orders", figures.basketsWithTwoLiveOrders],
    ["baskets paid twice", figures.basketsPaidTwice],
    ["orders captured twice", figures.ordersCapturedTwice],
    ["orders mailed twice", figures.ordersMailedTwice],
    ["conflicting answers", figures.conflictingAnswers],
    ["stuck in checkout", figures.stuckInCheckout],
    ["stock drift", figures.stockDrift],
    ["server errors (5xx)", figures.serverErrors],
  ];
  return mustBeZero.filter(([, value]) => value !== 0).map(([name, value]) => `${name}: ${value}`);
}

export function printFigures(figures: SoakFigures, tally: Tally) {
  const row = (name: string, value: number | string) =>
    console.log(`  ${name.padEnd(44)} ${String(value).padStart(8)}`);
  console.log("\nWhat shoppers were told");
  for (const [outcome, times] of Object.entries(tally.outcomes).sort()) row(outcome, times);
  row("requests failed over to the other process", tally.failovers);
  for (const [path, times] of Object.entries(tally.cutOff))
    row(`  of them cut off in flight: ${path.replace("/api/", "")}`, times);
  console.log("\nPayments");
  row("orders told paid", figures.toldPaid);
  row("orders paid in the database", figures.paidInDatabase);
  row("lost (told paid, not paid in the database)", figures.lost.length);
  row("paid but never told (answer lost in a crash)", figures.paidButNeverTold);
  console.log("\nDuplicates");
  row("baskets with more than one live order", figures.basketsWithTwoLiveOrders);
  row("baskets with more than one payment taken", figures.basketsPaidTwice);
  row("orders captured more than once", figures.ordersCapturedTwice);
  row("orders with more than one confirmation mail", figures.ordersMailedTwice);
  row("answers naming another order for one basket", figures.conflictingAnswers);
  console.log("\nAfter the hold time");
  row("orders stuck in checkout", figures.stuckInCheckout);
  console.log("\nStock per variant (start - sold - held = left)");
  for (const line of figures.stock)
    console.log(
      `  ${line.partNo.padEnd(24)} ${line.start} - ${line.sold} - ${line.held} = ${line.left}${line.drift ? `   DRIFT ${line.drift}` : ""}`,
    );
  row("stock drift (units, all variants)", figures.stockDrift);
  row("server errors (5xx)", figures.serverErrors);
  for (const error of tally.serverErrors.slice(0, 10)) console.log(`    ${error}`);
  for (const conflict of tally.conflicts.slice(0, 10)) console.log(`    conflict: ${conflict}`);
  for (const id of figures.lost.slice(0, 10)) console.log(`    lost: order ${id}`);
  if (tally.unexpected.length > 0) {
    console.log("\nOther refusals (first 10 kinds)");
    for (const [answer, times] of [...countBy(tally.unexpected)].slice(0, 10))
      console.log(`  ${String(times).padStart(6)} × ${answer}`);
  }
}

function countBy(values: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return new Map([...counts].sort((a, b) => b[1] - a[1]));
}
