import { StatusBadge } from "#app/components/admin/status-badge.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { CustomerListItem, CustomerStatus } from "#commerce/modules/accounts/index.ts";

const tones = { active: "success", deactivated: "warning", deleted: "neutral" } as const;

/** Where a customer's account stands, as a badge in the member's language. */
export function CustomerStatusBadge({ status }: { status: CustomerStatus }) {
  const { t } = useAdmin();
  return <StatusBadge tone={tones[status]}>{t(`customers.status.${status}`)}</StatusBadge>;
}

/** How the back office names a customer: first and last name, or for an erased one its number. */
export function useCustomerName() {
  const { t } = useAdmin();
  return (customer: Pick<CustomerListItem, "id" | "firstName" | "lastName" | "status">) =>
    customer.status === "deleted"
      ? t("customers.erasedName", { id: customer.id })
      : `${customer.firstName} ${customer.lastName}`.trim();
}
