import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { expectDomainError } from "#tests/fixtures/domain-error.ts";
import { placePaidOrder } from "#tests/fixtures/paid-orders.ts";
import { createStaffActors, staffRoles } from "#tests/fixtures/staff-actors.ts";
import { problem } from "#commerce/error-codes.ts";
import { statusByKind } from "#commerce/errors.ts";
import { orderCsvColumns } from "../modules/orders/index.ts";
import { auditEntries } from "../modules/audit/schema.ts";
import { orders } from "../modules/orders/schema.ts";
import { paymentRefunds } from "../modules/payments/schema.ts";
import type { Permission, StaffActor, StaffRole } from "../modules/access/index.ts";

const shop = withDemoShop();
let staff: Record<StaffRole, StaffActor>;
beforeAll(async () => {
  staff = await createStaffActors(shop.database.db, "matrix");
});

const header = Object.fromEntries(orderCsvColumns.map((column) => [column, column])) as Record<
  (typeof orderCsvColumns)[number],
  string
>;

/** An order ready for the action: paid, accepted first where the action needs it, with a pending refund to retry. */
async function orderFor(needs: "paid" | "accepted" | "pending refund") {
  const { orderId } = await placePaidOrder(shop);
  if (needs === "accepted") await shop.commerce.orderActions.accept(staff.owner, orderId);
  if (needs !== "pending refund") return { orderId, refundId: "" };
  const [pending] = await shop.database.db
    .insert(paymentRefunds)
    .values({ orderId, amount: 100, currencyCode: "SEK" })
    .returning({ id: paymentRefunds.id });
  return { orderId, refundId: pending!.id };
}

/** Every back-office use case on orders: the permission it needs, what it needs of the order, and the call. */
const cases: {
  name: string;
  permission: Permission;
  needs: "paid" | "accepted" | "pending refund";
  call: (actor: StaffActor, order: { orderId: string; refundId: string }) => Promise<unknown>;
}[] = [
  {
    name: "accept",
    permission: "orders.manage",
    needs: "paid",
    call: (a, o) => shop.commerce.orderActions.accept(a, o.orderId),
  },
  {
    name: "complete",
    permission: "orders.manage",
    needs: "accepted",
    call: (a, o) => shop.commerce.orderActions.complete(a, o.orderId, { carrier: "dhl", trackingNumber: "1" }),
  },
  {
    name: "decline",
    permission: "orders.manage",
    needs: "paid",
    call: (a, o) => shop.commerce.orderActions.decline(a, o.orderId),
  },
  {
    name: "remove",
    permission: "orders.manage",
    needs: "paid",
    call: (a, o) => shop.commerce.orderActions.remove(a, o.orderId),
  },
  {
    name: "refund",
    permission: "orders.refund",
    needs: "paid",
    call: (a, o) => shop.commerce.orderActions.refund(a, o.orderId, { kind: "amount", amount: 100 }),
  },
  {
    name: "retry a refund",
    permission: "orders.refund",
    needs: "pending refund",
    call: (a, o) => shop.commerce.orderActions.retryRefund(a, o.orderId, o.refundId),
  },
  {
    name: "resend the confirmation",
    permission: "orders.manage",
    needs: "paid",
    call: (a, o) => shop.commerce.orderActions.resendConfirmation(a, o.orderId),
  },
  {
    name: "add a note",
    permission: "orders.note",
    needs: "paid",
    call: (a, o) => shop.commerce.orderActions.addNote(a, o.orderId, "Hi"),
  },
  {
    name: "list orders",
    permission: "orders.read",
    needs: "paid",
    call: (a) => shop.commerce.staffOrders.listOrders(a, {}),
  },
  {
    name: "list orders with what the filters offer",
    permission: "orders.read",
    needs: "paid",
    call: (a) => shop.commerce.staffOrders.listOrdersWithOptions(a, {}, "en-GB"),
  },
  {
    name: "export orders",
    permission: "orders.read",
    needs: "paid",
    call: (a) => shop.commerce.staffOrders.exportOrders(a, {}, header),
  },
  {
    name: "poll new orders",
    permission: "orders.read",
    needs: "paid",
    call: (a) => shop.commerce.staffOrders.listNewOrders(a),
  },
  {
    name: "read an order",
    permission: "orders.read",
    needs: "paid",
    call: (a, o) => shop.commerce.staffOrders.getOrder(a, o.orderId),
  },
];

/** Issue 16's roles: owners and managers run orders; support reads, notes and refunds; editors touch no order. */
const allowed: Record<StaffRole, readonly Permission[]> = {
  owner: ["orders.read", "orders.note", "orders.refund", "orders.manage"],
  manager: ["orders.read", "orders.note", "orders.refund", "orders.manage"],
  support: ["orders.read", "orders.note", "orders.refund"],
  editor: [],
};

describe.each(staffRoles)("a staff member who is %s", (role) => {
  it.each(cases)("may $name only if the role allows it (403 otherwise, nothing changed)", async (useCase) => {
    const order = await orderFor(useCase.needs);
    const actor = staff[role];
    if (allowed[role].includes(useCase.permission)) {
      await useCase.call(actor, order);
      return;
    }
    const [before] = await shop.database.db.select().from(orders).where(eq(orders.id, order.orderId));
    const error = await expectDomainError(useCase.call(actor, order));
    expect(error.kind).toBe("forbidden");
    expect(statusByKind[error.kind]).toBe(403);
    expect(error.problem).toEqual(problem("staff_forbidden", { permission: useCase.permission }));
    const [after] = await shop.database.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(after).toEqual(before);
    expect(
      await shop.database.db.$count(
        auditEntries,
        and(eq(auditEntries.subjectId, order.orderId), eq(auditEntries.staffId, actor.id)),
      ),
    ).toBe(0);
  });
});
