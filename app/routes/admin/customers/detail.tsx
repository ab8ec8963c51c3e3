import { useActionData, useLoaderData } from "react-router";
import { adminHref } from "#app/components/admin/admin-paths.ts";
import { ButtonLink } from "#app/components/admin/buttons.tsx";
import { useFormOutcome, type AdminFormOutcome } from "#app/components/admin/form-outcome.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { Route } from "./+types/detail.ts";
import { formRefused } from "../form-outcome.server.ts";
import { asStaff, requireStaff, staffContextOf } from "../require-staff.server.ts";
import { CustomerActions } from "./customer-actions.tsx";
import { customerIdOf } from "./customer-id.server.ts";
import { customerIntents, isCustomerIntent } from "./customer-intents.server.ts";
import { AddressesPanel, NewsletterPanel, OrdersPanel, ProfilePanel, WishlistPanel } from "./customer-sections.tsx";
import { useCustomerName } from "./customer-status.tsx";

export async function loader({ params, context }: Route.LoaderArgs) {
  const customerId = customerIdOf(params);
  const locale = await staffContextOf(context).locale();
  return asStaff(context, (actor) => context.commerce.staffCustomers.getCustomer(actor, customerId, locale));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const customerId = customerIdOf(params);
  const actor = await requireStaff(context);
  const intent = String((await request.formData()).get("intent") ?? "");
  if (!isCustomerIntent(intent)) throw new Response("intent: unknown", { status: 400 });
  try {
    return await customerIntents[intent]({ commerce: context.commerce, actor, customerId });
  } catch (error) {
    return formRefused(intent, error);
  }
}

export default function CustomerPage() {
  const customer = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>() as AdminFormOutcome | undefined;
  const { t } = useAdmin();
  const name = useCustomerName()(customer.profile);
  const { notice } = useFormOutcome(outcome, outcome?.intent ?? "");
  return (
    <>
      <PageHeader
        title={name}
        description={customer.profile.status === "deleted" ? undefined : customer.profile.email}
        actions={<ButtonLink to={adminHref("/customers")}>← {t("customers.back")}</ButtonLink>}
      />
      {notice}
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <ProfilePanel profile={customer.profile} />
          <OrdersPanel orders={customer.orders} />
          <AddressesPanel addresses={customer.addresses} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <CustomerActions profile={customer.profile} name={name} />
          <NewsletterPanel newsletter={customer.newsletter} />
          <WishlistPanel wishlist={customer.wishlist} />
        </div>
      </div>
    </>
  );
}
