import { useAdmin } from "#app/components/admin/use-admin.ts";

/** The actions the engine records, each with a name in shell.audit.act.* */
export const auditActions = [
  "order.accept",
  "order.complete",
  "order.decline",
  "order.remove",
  "order.refund",
  "order.refund_settled",
  "order.resend_confirmation",
  "order.note",
  "order.export",
  "customer.activate",
  "customer.deactivate",
  "customer.erase",
  "customer.export",
  "staff.create",
  "staff.invite",
  "staff.invite_resend",
  "staff.invite_accept",
  "staff.role_change",
  "staff.deactivate",
  "staff.reactivate",
  "staff.password_change",
  "staff.password_reset",
  "staff.locale_change",
  "staff.two_factor_setup",
  "staff.two_factor_enable",
  "staff.two_factor_disable",
  "settings.update",
  "mail.resend",
  "newsletter.export",
] as const;

/** The kinds of subject an entry is about, each with a name in shell.audit.subject.* */
export const auditSubjects = ["order", "customer", "staff_member", "setting", "mail", "newsletter"] as const;

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** A code the log has no words for (one recorded by a later version, say), made readable: "order.some_thing" → "Order some thing". */
export function readableCode(code: string): string {
  const words = code
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[._]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An entry's action and subject kind in the member's language. */
export function useAuditWords() {
  const { t } = useAdmin();
  return {
    actionName: (action: string) =>
      isOneOf(auditActions, action) ? t(`shell.audit.act.${action}`) : readableCode(action),
    subjectName: (kind: string) =>
      isOneOf(auditSubjects, kind) ? t(`shell.audit.subject.${kind}`) : readableCode(kind),
  };
}
