import { StatusBadge } from "#app/components/admin/status-badge.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { OrderStatus } from "#commerce/modules/orders/index.ts";
import type { PaymentState } from "#commerce/modules/payments/index.ts";

const statusTones = {
  checkout: "neutral",
  processing: "warning",
  accepted: "warning",
  completed: "success",
  declined: "danger",
  removed: "neutral",
} as const satisfies Record<OrderStatus, string>;

const paymentTones = {
  none: "neutral",
  awaiting: "warning",
  authorized: "warning",
  captured: "success",
  partially_refunded: "warning",
  refunded: "neutral",
  declined: "danger",
  cancelled: "neutral",
} as const satisfies Record<PaymentState, string>;

/** Whether a value (an error's parameter, say) is one of the order statuses. */
export const isOrderStatus = (value: unknown): value is OrderStatus => Object.hasOwn(statusTones, String(value));

/** An order's status in words (the colour only helps), in the member's language. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useAdmin();
  return <StatusBadge tone={statusTones[status]}>{t(`orders.status.${status}`)}</StatusBadge>;
}

/** Where an order's money stands, in words. */
export function PaymentStateBadge({ state }: { state: PaymentState }) {
  const { t } = useAdmin();
  return <StatusBadge tone={paymentTones[state]}>{t(`orders.paymentState.${state}`)}</StatusBadge>;
}
