import type { Database } from "#commerce/db/client.ts";
import { invalidInput } from "#commerce/validation.ts";
import { problem } from "#commerce/error-codes.ts";
import { recordAudit } from "../audit/index.ts";
import { requirePermission, type StaffActor } from "../access/index.ts";
import { settingSchemas, type SettingKey, type SettingValue } from "./setting-values.ts";
import { readSetting, writeSetting } from "./shop-settings.ts";

/** The shop's settings as the back office reads and changes them. */
export interface SettingsService {
  /** The shop's name, logo and colours, which every page of the back office (and every mail) shows: no permission needed. */
  readBranding(): Promise<SettingValue<"branding">>;
  /** A setting's value (the default until one is stored); owners only (`settings.manage`). */
  read<K extends SettingKey>(actor: StaffActor, key: K): Promise<SettingValue<K>>;
  /** Checks and stores a setting's value, with the value before and after in the audit log (`settings.manage`). */
  update<K extends SettingKey>(actor: StaffActor, key: K, value: unknown): Promise<SettingValue<K>>;
}

/** The settings service on one database. */
export function createSettingsService(db: Database): SettingsService {
  return {
    readBranding: () => readSetting(db, "branding"),
    async read(actor, key) {
      requirePermission(actor, "settings.manage");
      return readSetting(db, key);
    },
    async update<K extends SettingKey>(actor: StaffActor, key: K, value: unknown) {
      requirePermission(actor, "settings.manage");
      const parsed = settingSchemas[key].safeParse(value);
      if (!parsed.success) throw invalidInput(problem("check_setting", { setting: key }), parsed.error);
      return db.transaction(async (tx) => {
        const before = await readSetting(tx, key);
        const after = await writeSetting(tx, key, parsed.data as SettingValue<K>);
        await recordAudit(tx, actor, {
          action: "settings.update",
          subjectKind: "setting",
          subjectId: key,
          before,
          after,
        });
        return after;
      });
    },
  };
}
