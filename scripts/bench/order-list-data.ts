import { sql } from "drizzle-orm";
import { type Database, selectRows } from "#commerce/db/client.ts";

/** The bench's orders are told apart by their buyers' domain, so a rerun tops them up instead of starting again. */
export const benchOrderDomain = "bench.example";

const firstNames = [
  "Anna",
  "Erik",
  "Maria",
  "Lars",
  "Karin",
  "Johan",
  "Eva",
  "Anders",
  "Sara",
  "Nils",
  "Elsa",
  "Oskar",
];
const lastNames = ["Svensson", "Johansson", "Karlsson", "Nilsson", "Eriksson", "Larsson", "Olsson", "Persson", "Lind"];
/** Pickup stores the orders name (no foreign key: an order keeps its store as it was). */
const pickupStores = 8;
/** Orders written per statement. */
const batch = 10_000;

/** How many bench orders the database holds. */
async function countBenchOrders(db: Database): Promise<number> {
  const [row] = await selectRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from orders where email like ${`%@${benchOrderDomain}`}`,
  );
  return row!.count;
}

/**
 * Writes orders `from`..`to` of the bench (numbered by `g`): spread over two years, in every
 * status (most completed, as in a shop that has run a while), home delivery or pickup at one of
 * eight stores, SEK or EUR, one to three lines, a payment for every paid order (some partly or
 * fully refunded) and their status history. Values come from hashes of `g`, so reruns agree.
 */
async function writeBenchOrders(db: Database, from: number, to: number): Promise<void> {
  const first = sql.raw(`array[${firstNames.map((name) => `'${name}'`).join(",")}]`);
  const last = sql.raw(`array[${lastNames.map((name) => `'${name}'`).join(",")}]`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      create temporary table bench_batch on commit drop as
      select g, gen_random_uuid() as id, abs(hashint4(g)) as h,
        (array['completed','completed','completed','completed','completed','accepted','processing','declined','removed','checkout'])[1 + abs(hashint4(g)) % 10]::order_status as status,
        now() - make_interval(secs => abs(hashint4(g + 1)) % (730 * 86400)) as created_at,
        1 + abs(hashint4(g + 2)) % 3 as line_count,
        (1 + abs(hashint4(g + 3)) % 40) * 4900 as unit_price
      from generate_series(${from}::int, ${to}::int) g`);
    await tx.execute(sql`
      insert into orders (id, status, locale, currency_code, email, billing_address, delivery_method_code,
        pickup_store_id, pickup_store, payment_method_code, payment_provider, payment_reference,
        subtotal_inc_vat, delivery_inc_vat, vat_amount, total_inc_vat, created_at, updated_at)
      select id, status, case when h % 3 = 0 then 'en-GB' else 'sv-SE' end, case when h % 7 = 0 then 'EUR' else 'SEK' end,
        'buyer' || g || ${`@${benchOrderDomain}`},
        jsonb_build_object('firstName', (${first})[1 + h % ${firstNames.length}], 'lastName', (${last})[1 + (h / 13) % ${lastNames.length}],
          'streetAddress', 'Storgatan ' || (1 + h % 90), 'zipCode', '111 22', 'city', 'Stockholm', 'country', 'SE'),
        case when h % 4 = 0 then 'store-pickup' else 'home' end,
        case when h % 4 = 0 then 1 + (h / 4) % ${pickupStores} end,
        case when h % 4 = 0 then jsonb_build_object('id', 1 + (h / 4) % ${pickupStores}, 'name', 'Butik ' || (1 + (h / 4) % ${pickupStores}),
          'streetAddress', 'Torget 1', 'zipCode', '111 22', 'city', 'Stockholm', 'country', 'SE') end,
        'card', 'sandbox', 'sandbox_authorized_' || id,
        unit_price * line_count, case when h % 4 = 0 then 0 else 4900 end,
        (unit_price * line_count + case when h % 4 = 0 then 0 else 4900 end) / 5,
        unit_price * line_count + case when h % 4 = 0 then 0 else 4900 end, created_at, created_at
      from bench_batch`);
    await tx.execute(sql`
      insert into order_lines (order_id, part_no, name, quantity, unit_price_inc_vat, vat_rate, line_total_inc_vat)
      select id, 'BENCH-' || (h % 5000), 'Bench product ' || (h % 5000), 1, unit_price, 2500, unit_price
      from bench_batch, generate_series(1, line_count)`);
    await tx.execute(sql`
      insert into order_status_history (order_id, from_status, to_status, changed_at)
      select id, null::order_status, 'checkout'::order_status, created_at from bench_batch
      union all select id, 'checkout', 'processing', created_at + interval '1 minute' from bench_batch where status <> 'checkout'
      union all select id, 'processing', status, created_at + interval '1 day' from bench_batch where status not in ('checkout', 'processing')`);
    await tx.execute(sql`
      insert into payments (order_id, provider, method_kind, status, reference, amount, currency_code, refunded_amount, created_at, authorized_at, captured_at)
      select o.id, 'sandbox', 'card', p.status, 'sandbox_authorized_' || o.id, o.total_inc_vat, o.currency_code,
        case when p.status = 'declined' then 0
          when b.status in ('declined', 'removed') or b.h % 50 = 0 then o.total_inc_vat
          when b.h % 20 = 0 then o.total_inc_vat / 2 else 0 end,
        o.created_at, p.paid_at, p.paid_at
      from bench_batch b join orders o on o.id = b.id
      cross join lateral (
        select case when b.status = 'declined' and (b.h / 10) % 2 = 0 then 'declined' else 'captured' end::payment_status as status,
          case when b.status = 'declined' and (b.h / 10) % 2 = 0 then null else o.created_at end as paid_at
      ) p
      where b.status <> 'checkout'`);
  });
}

/** Tops the database up to `count` bench orders and refreshes the planner's statistics. Answers how many it wrote. */
export async function ensureBenchOrders(
  db: Database,
  count: number,
  onProgress: (written: number) => void,
): Promise<number> {
  const existing = await countBenchOrders(db);
  for (let from = existing + 1; from <= count; from += batch) {
    await writeBenchOrders(db, from, Math.min(count, from + batch - 1));
    onProgress(Math.min(count, from + batch - 1) - existing);
  }
  await db.execute(sql`analyze orders, order_lines, order_status_history, payments`);
  return Math.max(0, count - existing);
}
