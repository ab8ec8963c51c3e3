import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { AdminMessageKey } from "#app/i18n/admin/index.ts";
import { auditFields } from "#commerce/modules/audit/browser.ts";

/** The actions the engine records, each with a name in audit.act.* */
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
  "category.create",
  "category.rename",
  "category.move",
  "category.image",
  "category.activate",
  "category.deactivate",
  "category.delete",
  "product.bulk_publish",
  "product.bulk_unpublish",
  "product.bulk_flag_add",
  "product.bulk_flag_remove",
  "product.bulk_move",
  "product.bulk_price",
  "brand.create",
  "brand.rename",
  "brand.delete",
  "flag.create",
  "flag.update",
  "flag.move",
  "flag.delete",
  "colour.create",
  "colour.update",
  "colour.move",
  "colour.delete",
  "size.create",
  "size.update",
  "size.move",
  "size.delete",
  "product.create",
  "product.update",
  "product.duplicate",
  "product.archive",
  "product.restore",
  "product.import",
  "product.picture_add",
  "product.picture_update",
  "product.picture_move",
  "product.picture_delete",
  "stock.adjust",
  "stock.threshold",
  "stock.import",
  "variant.create",
  "variant.update",
  "variant.delete",
  "store.create",
  "store.update",
  "store.exception_set",
  "store.exception_remove",
  "story.create",
  "story.save_draft",
  "story.publish",
  "story.unpublish",
  "story.delete",
] as const;

/** The kinds of subject an entry is about, each with a name in audit.subject.* */
export const auditSubjects = [
  "order",
  "customer",
  "staff_member",
  "setting",
  "mail",
  "newsletter",
  "category",
  "product",
  "brand",
  "flag",
  "colour",
  "size",
  "variant",
  "stock",
  "store",
  "story",
] as const;

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

/** The entry a field belongs to: its action and subject say which codes a field's value is. */
export interface AuditEntryKind {
  action: string;
  subjectKind: string;
}

/**
 * The messages naming a field's coded values, by field: a status is an order's, a customer's or
 * (when a refund is settled) a refund's; undefined where the values are not codes.
 */
function valueMessages(entry: AuditEntryKind, field: string): string | undefined {
  switch (field) {
    case "status":
      if (entry.action === "order.refund_settled") return "orders.refundStatus";
      return { order: "orders.status", customer: "customers.status" }[entry.subjectKind];
    case "role":
      return "shell.role";
    case "locale":
      return "shell.locale";
    case "template":
      return "mail.kind";
    case "reason":
      return entry.action === "stock.adjust" ? "stock.reason" : undefined;
  }
  return undefined;
}

/** An entry's action, subject kind, fields and coded values in the member's language. */
export function useAuditWords() {
  const { t } = useAdmin();
  /** The message under `key`, or `fallback` where the catalogue has none (a code a later version recorded). */
  const knownOr = (key: string, fallback: string) => {
    const message = t(key as AdminMessageKey);
    return message === key ? fallback : message;
  };
  return {
    actionName: (action: string) => (isOneOf(auditActions, action) ? t(`audit.act.${action}`) : readableCode(action)),
    subjectName: (kind: string) => (isOneOf(auditSubjects, kind) ? t(`audit.subject.${kind}`) : readableCode(kind)),
    fieldName: (field: string) => (isOneOf(auditFields, field) ? t(`audit.field.${field}`) : readableCode(field)),
    /** A value as text: a code by its name where there is one, a yes or no, anything else as it was stored. */
    valueText: (entry: AuditEntryKind, field: string, value: unknown): string => {
      if (value === undefined || value === null) return "–";
      if (typeof value === "boolean") return t(value ? "audit.yes" : "audit.no");
      if (typeof value !== "string") return JSON.stringify(value);
      const messages = valueMessages(entry, field);
      return messages ? knownOr(`${messages}.${value}`, value) : value;
    },
  };
}
