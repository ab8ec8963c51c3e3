import { sql } from "drizzle-orm";
import { orders } from "./schema.ts";

/**
 * The buyer's name as the back office shows it (lists, the export, an order's page): the billing
 * address's first and last name, a missing or blank part left out. One expression, so every screen
 * names a buyer alike.
 */
export const buyerNameSql = sql<string>`concat_ws(' ', nullif(trim(${orders.billingAddress}->>'firstName'), ''), nullif(trim(${orders.billingAddress}->>'lastName'), ''))`;
