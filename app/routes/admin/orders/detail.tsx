import { useActionData, useLoaderData } from "react-router";
import { adminHref } from "#app/components/admin/admin-paths.ts";
import { ButtonLink } from "#app/components/admin/buttons.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { OrderStatusBadge } from "#app/components/admin/orders/order-badges.tsx";
import { type OrderFormOutcome, OrderOutcomeNotice } from "#app/components/admin/orders/order-outcome.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { Route } from "./+types/detail.ts";
import { asStaff, requireStaff, staffContextOf } from "../require-staff.server.ts";
import { OrderActionsPanel } from "./order-actions.tsx";
import { MailsPanel, NotesPanel, TimelinePanel } from "./order-history.tsx";
import { isOrderIntent, orderFormRefused, orderIntents } from "./order-intents.server.ts";
import { OrderLinesPanel } from "./order-lines.tsx";
import { carrierChoices, readDeliveryName } from "./order-options.server.ts";
import { BuyerPanel, DeliveryPanel } from "./order-parties.tsx";
import { PaymentPanel } from "./order-payment.tsx";
import { RefundPanel } from "./refund-form.tsx";

/** One order with everything the back office shows of it (404 for an unknown one, 403 for a role that may not read orders). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = await staffContextOf(context).locale();
  return asStaff(context, async (actor) => {
    const order = await context.commerce.staffOrders.getOrder(actor, params.orderId);
    const deliveryName = await readDeliveryName(context.commerce, locale, order.currencyCode, order.deliveryMethodCode);
    return { order, deliveryName, carriers: carrierChoices };
  });
}

/** The order's forms, one intent each: parsed here, done by the engine's flow, answered with a notice or the refusal. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = await requireStaff(context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (!isOrderIntent(intent)) throw new Response("intent: unknown", { status: 400 });
  const fields = Object.fromEntries(
    [...form].flatMap(([name, value]) => (typeof value === "string" ? [[name, value]] : [])),
  );
  try {
    return await orderIntents[intent]({ commerce: context.commerce, actor, orderId: params.orderId, form: fields });
  } catch (error) {
    return orderFormRefused(intent, error);
  }
}

export default function OrderPage() {
  const { order, deliveryName, carriers } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>() as OrderFormOutcome | undefined;
  const { t, formatDateTime } = useAdmin();
  return (
    <>
      <PageHeader
        title={t("orders.detail.title", { number: order.orderNumber })}
        actions={<ButtonLink to={adminHref("/orders")}>← {t("orders.detail.back")}</ButtonLink>}
      />
      <p className="-mt-3 flex flex-wrap items-center gap-2 text-sm text-neutral-700">
        <OrderStatusBadge status={order.status} />
        <span>{t("orders.detail.placed", { date: formatDateTime(order.createdAt) })}</span>
      </p>
      <OrderOutcomeNotice outcome={outcome} currencyCode={order.currencyCode} />
      {/* What to do comes first in reading order (and on a phone, first on screen); beside the order from 1280 px. */}
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-6 xl:col-start-2 xl:row-start-1">
          <OrderActionsPanel order={order} carriers={carriers} outcome={outcome} />
          <RefundPanel order={order} outcome={outcome} />
          <NotesPanel order={order} outcome={outcome} />
        </div>
        <div className="flex min-w-0 flex-col gap-6 xl:col-start-1 xl:row-start-1">
          <OrderLinesPanel order={order} />
          <BuyerPanel order={order} />
          <DeliveryPanel order={order} deliveryName={deliveryName} />
          <PaymentPanel order={order} />
          <TimelinePanel order={order} />
          <MailsPanel order={order} />
        </div>
      </div>
    </>
  );
}
