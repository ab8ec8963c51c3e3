import { ActionForm } from "#app/components/admin/action-form.tsx";
import { ConfirmAction } from "#app/components/admin/confirm-action.tsx";
import { useFormOutcome, type AdminFormOutcome } from "#app/components/admin/form-outcome.tsx";
import { Panel } from "#app/components/admin/form-notice.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";

/** Duplicate, and archive or restore: each its own form, the archive asked again before it is done. */
export function ProductActions({
  name,
  archived,
  outcome,
}: {
  name: string;
  archived: boolean;
  outcome: AdminFormOutcome | undefined;
}) {
  const { t } = useAdmin();
  // After either, the page shows the other button: its notice stays where the button was.
  const archiveOutcome = useFormOutcome(outcome, "archive");
  const restoreOutcome = useFormOutcome(outcome, "restore");
  const duplicateOutcome = useFormOutcome(outcome, "duplicate");
  return (
    <Panel title={t("productEditor.actions")}>
      {duplicateOutcome.notice}
      <ActionForm
        intent="duplicate"
        variant="secondary"
        label={t("productEditor.duplicate")}
        hint={t("productEditor.duplicateHint")}
      />
      {archiveOutcome.notice ?? restoreOutcome.notice}
      {archived ? (
        <ActionForm
          intent="restore"
          variant="secondary"
          label={t("productEditor.restore")}
          hint={t("productEditor.restoreHint")}
        />
      ) : (
        <ConfirmAction
          intent="archive"
          label={t("productEditor.archive")}
          hint={t("productEditor.archiveHint")}
          title={t("productEditor.archiveTitle", { name })}
          consequences={[t("productEditor.archiveConsequence1"), t("productEditor.archiveConsequence2")]}
          confirmLabel={t("productEditor.archiveConfirm")}
        />
      )}
    </Panel>
  );
}
