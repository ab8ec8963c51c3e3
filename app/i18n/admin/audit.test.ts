import { describe, expect, it } from "vitest";
import { shopLocales } from "#commerce/locale.ts";
import { auditFields } from "#commerce/modules/audit/browser.ts";
import { createAdminTranslator, type AdminMessageKey } from "./index.ts";

describe("the audit log's field names", () => {
  it.each(shopLocales)("name every field the engine may record in %s", (locale) => {
    const t = createAdminTranslator(locale);
    const unnamed = auditFields.filter((field) => {
      const key: AdminMessageKey = `audit.field.${field}`;
      return t(key) === key || t(key).trim() === "";
    });
    expect(unnamed).toEqual([]);
  });
});
