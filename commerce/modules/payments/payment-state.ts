import { eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#commerce/db/client.ts";
import { payments } from "./schema.ts";

/** Whether paying the order has begun: from then on its lines and total are what is being paid. */
export async function hasPayment(tx: DatabaseOrTransaction, orderId: string): Promise<boolean> {
  return (await tx.$count(payments, eq(payments.orderId, orderId))) > 0;
}
