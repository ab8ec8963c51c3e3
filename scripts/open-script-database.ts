import { type DatabaseHandle, locateDatabase, openDatabase } from "#commerce/db/client.ts";
import { DataDirInUseError } from "#commerce/db/data-dir-lock.ts";
import type { Env } from "#commerce/env.ts";

/**
 * Opens the database a script works on. When the shop (or another script) has the embedded
 * database open, says so and exits before touching anything.
 */
export async function openScriptDatabase(env: Env): Promise<DatabaseHandle> {
  return openDatabase(locateDatabase(env)).catch((error: unknown) => {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  });
}
