/**
 * Every field an audit entry's before or after may name. recordAudit takes no other (see
 * AuditRecord), so the back office has a name for each one in both its languages.
 */
export const auditFields = [
  // Orders, customers and refunds.
  "status",
  "shipment",
  "noteId",
  "length",
  "mailId",
  "committedRefunds",
  "refund",
  "refundId",
  "amount",
  "failureReason",
  // Exports.
  "filter",
  "rows",
  // Mail sent again.
  "copyId",
  "template",
  "orderId",
  // Staff members.
  "email",
  "name",
  "role",
  "locale",
  "twoFactorEnabled",
  "twoFactorPending",
  "deactivated",
  "via",
  // Settings, recorded whole (settings' own fields).
  "shopName",
  "logoMediaKey",
  "colours",
  "ownersRequireTwoFactor",
  "quantity",
] as const;

export type AuditField = (typeof auditFields)[number];

/** What an entry keeps of its subject before or after a change: named fields only. */
export type AuditRecord = { readonly [Field in AuditField]?: unknown };
