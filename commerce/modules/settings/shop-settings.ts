import { eq, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#commerce/db/client.ts";
import { reusableQuery } from "#commerce/db/reusable-statements.ts";
import { shopSettings } from "./schema.ts";
import { type SettingKey, settingDefaults, settingSchemas, type SettingValue } from "./setting-values.ts";

// Read by every mail queued (its branding), often inside a transaction.
const settingRead = reusableQuery((db) =>
  db
    .select({ value: shopSettings.value })
    .from(shopSettings)
    .where(eq(shopSettings.key, sql.placeholder("key")))
    .prepare("setting_read"),
);

/**
 * A setting's value: the stored one, or the default while none is stored. A stored value that no
 * longer fits its schema (written by an older release) falls back to the default, field by field.
 */
export async function readSetting<K extends SettingKey>(db: DatabaseOrTransaction, key: K): Promise<SettingValue<K>> {
  const [row] = await settingRead(db).execute({ key });
  if (!row) return settingDefaults[key];
  const parsed = settingSchemas[key].safeParse({ ...settingDefaults[key], ...(row.value as object) });
  return parsed.success ? (parsed.data as SettingValue<K>) : settingDefaults[key];
}

/** Checks and stores a setting's value inside the caller's transaction; throws zod's error on a bad value. */
export async function writeSetting<K extends SettingKey>(
  tx: DatabaseOrTransaction,
  key: K,
  value: SettingValue<K>,
): Promise<SettingValue<K>> {
  const checked = settingSchemas[key].parse(value) as SettingValue<K>;
  await tx
    .insert(shopSettings)
    .values({ key, value: checked })
    .onConflictDoUpdate({ target: shopSettings.key, set: { value: checked, updatedAt: sql`now()` } });
  return checked;
}
