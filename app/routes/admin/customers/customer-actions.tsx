import { useId } from "react";
import { Form } from "react-router";
import { ActionForm } from "#app/components/admin/action-form.tsx";
import { adminHref } from "#app/components/admin/admin-paths.ts";
import { buttonClass } from "#app/components/admin/buttons.tsx";
import { ConfirmAction } from "#app/components/admin/confirm-action.tsx";
import { Panel } from "#app/components/admin/form-notice.tsx";
import { useAdmin, useStaffMember } from "#app/components/admin/use-admin.ts";
import type { CustomerProfile } from "#commerce/modules/accounts/index.ts";

/**
 * What the member's role lets them do with the customer: export their data (customers.read);
 * deactivate or activate and erase (customers.manage), while the customer is not erased.
 */
export function CustomerActions({ profile, name }: { profile: CustomerProfile; name: string }) {
  const { t } = useAdmin();
  const member = useStaffMember();
  const canManage = member?.can("customers.manage") && profile.status !== "deleted";
  const exportHintId = useId();
  return (
    <Panel title={t("customers.actions")}>
      <div className="flex flex-col gap-5">
        <Form
          method="post"
          action={adminHref(`/customers/${profile.id}/export`)}
          reloadDocument
          className="flex flex-col items-start gap-1"
        >
          <button type="submit" className={buttonClass("secondary")} aria-describedby={exportHintId}>
            {t("customers.export")}
          </button>
          <p id={exportHintId} className="text-xs text-neutral-600">
            {t("customers.exportHint")}
          </p>
        </Form>
        {/* One form in one place for both, so the button keeps the focus when the one turns into the other. */}
        {canManage && profile.status === "active" ? (
          <ActionForm
            intent="deactivate"
            variant="secondary"
            label={t("customers.deactivate")}
            hint={t("customers.deactivateHint")}
          />
        ) : canManage && profile.status === "deactivated" ? (
          <ActionForm
            intent="activate"
            variant="secondary"
            label={t("customers.activate")}
            hint={t("customers.activateHint")}
          />
        ) : null}
        {canManage ? (
          <ConfirmAction
            intent="erase"
            label={t("customers.erase")}
            hint={t("customers.eraseHint")}
            title={t("customers.erase.confirmTitle", { name })}
            consequences={[t("customers.eraseHint"), t("customers.erase.confirmText")]}
            confirmLabel={t("customers.erase.confirm")}
          />
        ) : null}
      </div>
    </Panel>
  );
}
