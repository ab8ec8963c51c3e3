import { describe, expect, it } from "vitest";
import { settingDefaults } from "#commerce/modules/settings/index.ts";
import { auditFields } from "./audit-fields.ts";
import type { AuditChange } from "./audit-log.ts";

describe("the fields an audit entry may record", () => {
  it("include every setting's, as a settings change records the setting's value whole", () => {
    const fields = new Set<string>(auditFields);
    const settingFields = Object.values(settingDefaults).flatMap((value) => Object.keys(value));
    expect(settingFields.length).toBeGreaterThan(0);
    expect(settingFields.filter((field) => !fields.has(field))).toEqual([]);
  });
});

// The type checker's half (npm run typecheck): recordAudit takes no field outside auditFields, so
// every field an entry records is one the test above and app/i18n/admin/audit.test.ts cover.
const _unnamedField: AuditChange = {
  action: "order.note",
  subjectKind: "order",
  subjectId: 1,
  // @ts-expect-error: "colour" is not an audit field, and has no name in the back office's languages.
  after: { colour: "red" },
};
