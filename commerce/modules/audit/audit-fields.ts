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
  "fromIncVat",
  "ignoredWords",
  "synonyms",
  "quantity",
  // Brands, flags, colours and sizes.
  "slug",
  "code",
  "swatch",
  // Bulk actions on products.
  "productIds",
  "count",
  "flagId",
  "categoryId",
  "priceChange",
  // Categories.
  "names",
  "parentId",
  "position",
  "imageKey",
  // Stock.
  "partNo",
  "location",
  "change",
  "onHand",
  "reason",
  "note",
  "lowStockThreshold",
  "variants",
  "locations",
  "changedRows",
  // The variants grid (with partNo, lowStockThreshold and valueIds).
  "ean",
  "active",
  // The product editor (with categoryId above).
  "uniqueName",
  "texts",
  "manufacturerId",
  "productTypeId",
  "valueIds",
  "flagIds",
  "vatRate",
  "published",
  "prices",
  "archived",
  "sourceProductId",
  // The product CSV import (with rows and variants above).
  "products",
  "newProducts",
  "newVariants",
  // Product pictures (with imageKey and position above).
  "pictureId",
  "colourValueId",
  "altTexts",
  // Stores (with code, texts, email and note above): a store's address is the shop's, not personal data.
  "address",
  "coordinates",
  "phone",
  "fax",
  "sortOrder",
  "openingHours",
  "day",
] as const;

export type AuditField = (typeof auditFields)[number];

/** What an entry keeps of its subject before or after a change: named fields only. */
export type AuditRecord = { readonly [Field in AuditField]?: unknown };
