import { StatusBadge } from "#app/components/admin/status-badge.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { AdminMessageKey } from "#app/i18n/admin/index.ts";
import type { MailStatus } from "#commerce/modules/mail/browser.ts";

const tones = { pending: "warning", sent: "success", failed: "danger" } as const;

/** A mail's delivery state in words, coloured to help the eye. */
export function MailStatusBadge({ status }: { status: MailStatus }) {
  const { t } = useAdmin();
  return <StatusBadge tone={tones[status]}>{t(`mail.status.${status}`)}</StatusBadge>;
}

/** A mail's kind in the member's language; a template this release does not know is shown by its stored name. */
export function useMailKind() {
  const { t } = useAdmin();
  return (template: string) => {
    const key = `mail.kind.${template}` as AdminMessageKey;
    const label = t(key);
    return label === key ? template : label;
  };
}
