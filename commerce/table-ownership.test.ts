import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectPath } from "./project-path.ts";

// ADR 0014: a module's tables are named only inside it. Lint keeps other code from importing its
// schema.ts; this keeps raw SQL elsewhere from naming its tables. Tests, the bench and soak scripts
// read the database as their oracle, and commerce/db (migrations, seed) writes every table.

const modulesDir = projectPath("commerce/modules");
const sourceRoots = ["commerce", "api", "app", "server"];

/** Which module declares each table, from the `pgTable("name"` calls of the modules' schemas. */
function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const module of readdirSync(modulesDir)) {
    const schemaFile = path.join(modulesDir, module, "schema.ts");
    // A module may keep no tables at all (access: roles and permissions are code).
    if (!existsSync(schemaFile)) continue;
    const schema = readFileSync(schemaFile, "utf8");
    for (const [, table] of schema.matchAll(/pgTable\(\s*"([a-z_]+)"/g)) owners.set(table!, module);
  }
  return owners;
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The places where the SQL of a file (path from the project root) reads or writes a table some other module owns. */
function foreignTableUses(relative: string, source: string, owners: Map<string, string>): string[] {
  if (relative.startsWith("commerce/db/") || path.basename(relative) === "schema.ts") return [];
  const ownModule = /^commerce\/modules\/([^/]+)\//.exec(relative)?.[1];
  return [...owners].flatMap(([table, owner]) => {
    if (owner === ownModule) return [];
    const use = new RegExp(`\\b(?:from|join|update|into|using|exists)\\s+${table}\\b`, "i");
    return use.test(source) ? [`${relative} names ${owner}'s ${table}`] : [];
  });
}

describe("table ownership", () => {
  it("knows the tables of every module", () => {
    const owners = tableOwners();
    expect(owners.get("variants")).toBe("catalogue");
    expect(owners.get("warehouse_stock")).toBe("stores");
    expect(owners.get("product_prices")).toBe("pricing");
  });

  it("finds a statement naming another module's table, and allows the module's own", () => {
    const statement = "sql`select 1 from basket_items b join variants v on v.id = b.variant_id`";
    expect(foreignTableUses("commerce/modules/basket/lines.ts", statement, tableOwners())).toEqual([
      "commerce/modules/basket/lines.ts names catalogue's variants",
    ]);
    expect(foreignTableUses("commerce/modules/catalogue/x.ts", "sql`select id from variants`", tableOwners())).toEqual(
      [],
    );
  });

  it("leaves every table's SQL to the module that owns it", () => {
    const owners = tableOwners();
    const files = sourceRoots.flatMap((root) => sourceFiles(projectPath(root)));
    expect(files.length).toBeGreaterThan(100);
    const uses = files.flatMap((file) =>
      foreignTableUses(path.relative(projectPath("."), file), readFileSync(file, "utf8"), owners),
    );
    expect(uses).toEqual([]);
  });
});
