/**
 * `npm run content -- export DIR` writes every story of the local content store to DIR as
 * {locale}/{slug}.json; `npm run content -- import DIR` reads them back. The import checks every
 * file and every block first and changes nothing if one is wrong. With the embedded database,
 * stop the shop first: PGlite allows one process at a time, and this refuses while the shop runs.
 */
import { resolve } from "node:path";
import { migrateDatabase } from "#commerce/db/migrate.ts";
import { readEnv } from "#commerce/env.ts";
import { describeInEnglish } from "#commerce/error-english.ts";
import { isDomainError } from "#commerce/errors.ts";
import { exportStories, importStories, readStoryFolder, writeStoryFolder } from "#commerce/modules/content/index.ts";
import { openScriptDatabase } from "./open-script-database.ts";

const [command, dir] = process.argv.slice(2);
if ((command !== "export" && command !== "import") || !dir) {
  console.error("Usage: npm run content -- export DIR | import DIR");
  process.exit(2);
}

const handle = await openScriptDatabase(readEnv());
try {
  await migrateDatabase(handle.db);
  const folder = resolve(dir);
  if (command === "export") {
    const stories = await exportStories(handle.db);
    await writeStoryFolder(folder, stories);
    console.log(`Exported ${stories.length} stories to ${folder}`);
  } else {
    const { imported } = await importStories(handle.db, await readStoryFolder(folder));
    console.log(`Imported ${imported} stories from ${folder}`);
  }
} catch (error) {
  if (!isDomainError(error)) throw error;
  console.error(describeInEnglish(error.problem));
  process.exitCode = 1;
} finally {
  await handle.close();
}
