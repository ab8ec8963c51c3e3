export { readSetting, writeSetting } from "./shop-settings.ts";
export { settingDefaults, settingSchemas, type SettingKey, type SettingValue } from "./setting-values.ts";
export { createSettingsService, type SettingsService } from "./settings-service.ts";
