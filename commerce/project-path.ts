import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The shop's own directory (the one holding package.json): found from this file, so it is the same whether the code runs from source or bundled into build/. */
const projectRoot = (() => {
  let directory = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(directory, "package.json"))) {
    const parent = dirname(directory);
    if (parent === directory) throw new Error("package.json not found above the running code");
    directory = parent;
  }
  return directory;
})();

/** A path inside the shop's directory, e.g. `projectPath("drizzle")`. */
export function projectPath(...segments: string[]): string {
  return join(projectRoot, ...segments);
}
