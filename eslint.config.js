import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import prettier from "eslint-config-prettier";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// The top-level engine files every layer shares (locales, error codes and DomainError, the zod field
// checks): plain TypeScript and zod, so client code may take values from them as from a browser.ts.
const sharedEngineFiles = ["locale.ts", "error-codes.ts", "errors.ts", "validation.ts"];

/** The browser entries, the shared engine files, and every file they reach through value imports. */
function browserSafeFiles() {
  const entries = [
    ...engineModules.flatMap((module) =>
      readdirSync(path.join(import.meta.dirname, "commerce/modules", module))
        .filter((file) => browserEntry.test(file))
        .map((file) => `commerce/modules/${module}/${file}`),
    ),
    ...sharedEngineFiles.map((file) => `commerce/${file}`),
  ].filter((file) => existsSync(path.join(import.meta.dirname, file)));
  const reached = new Set();
  const visit = (file) => {
    if (reached.has(file)) return;
    reached.add(file);
    const source = readFileSync(path.join(import.meta.dirname, file), "utf8");
    for (const [, specifier] of source.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?\sfrom\s+"([^"]+)"/gm)) {
      if (specifier.startsWith(".")) visit(path.posix.join(path.posix.dirname(file), specifier));
      else if (specifier.startsWith("#commerce/")) visit(specifier.replace("#commerce/", "commerce/"));
    }
  };
  entries.forEach(visit);
  return [...reached];
}

const engineModules = readdirSync(path.join(import.meta.dirname, "commerce/modules"));

// A module's browser entries: browser.ts (the storefront's, zod-free), and named ones such as the
// content editor's editor.browser.ts, which the back office alone takes.
const browserEntry = /^(?:[a-z-]+\.)?browser\.ts$/;

// The engine must not depend on the storefront, the API or the server (DESIGN.md layout). Patterns
// are regexes: in gitignore-style patterns a leading # starts a comment.
const engineLayer = [
  { regex: "^#(app|api|server)/", message: "The engine does not import the storefront, the API or the server." },
  {
    group: ["**/app/**", "**/api/**", "**/server/**"],
    message: "The engine does not import the storefront, the API or the server.",
  },
];

// Each module owns its tables (issue 15 §2, ADR 0014): its schema.ts is imported by the module
// itself, by other schemas (foreign keys), by the migrations and the seed (commerce/db), and by
// tests, which read the database as their oracle. Other code asks the module.
const ownershipMessage = "A module's tables belong to it: call its functions (index.ts), not its schema.ts.";
const noSchemaImport = [{ regex: "(^|/)schema\\.ts$", message: ownershipMessage }];
const noOtherSchemaImport = (module) => ({
  regex: `(^|/)(?!${module}/)[a-z-]+/schema\\.ts$`,
  message: ownershipMessage,
});
const tableOwnership = (files, ignores, patterns) => ({
  files,
  ignores: [...ignores, "**/schema.ts", "commerce/db/**", "**/*.test.ts", "tests/**"],
  rules: { "no-restricted-imports": ["error", { patterns }] },
});

// Modules talk through their index.ts (DESIGN.md, house rule 2): code outside a module takes
// nothing from the module's other files, engine code its index.ts, the storefront, API and server
// its index.ts or browser.ts (its schema.ts is the table-ownership rule's to judge). Tests may
// reach inside, as their oracle.
const moduleEntries = {
  meta: { type: "problem", schema: [] },
  create(context) {
    const file = path
      .relative(import.meta.dirname, context.filename)
      .split(path.sep)
      .join("/");
    const ownModule = /^commerce\/modules\/([^/]+)\//.exec(file)?.[1];
    const entries = file.startsWith("commerce/") ? ["index.ts", "schema.ts"] : ["index.ts", "browser.ts", "schema.ts"];
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== "string") return;
      const target = specifier.startsWith(".")
        ? path.posix.join(path.posix.dirname(file), specifier)
        : specifier.replace(/^#commerce\//, "commerce/");
      const [, module, rest] = /^commerce\/modules\/([^/]+)\/(.+)$/.exec(target) ?? [];
      if (!module || module === ownModule || entries.includes(rest)) return;
      if (!file.startsWith("commerce/") && browserEntry.test(rest)) return;
      context.report({
        node: node.source,
        message: `Modules talk through their index.ts: take this from ${module}'s ${entries.slice(0, -1).join(" or ")}, not ${rest}.`,
      });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default tseslint.config(
  { ignores: ["build/", ".react-router/", ".data/", "node_modules/", "drizzle/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  prettier,
  {
    files: ["scripts/**/*.ts", "tests/**/*.ts"],
    rules: { "no-console": "off" },
  },
  {
    // Client code (everything in app/ that can end up in the browser bundle; route modules count, since
    // their components are) takes types from anywhere in the engine but values only from a module's
    // browser.ts or from the few top-level files every layer shares, all of them pure. A loader or
    // action that needs more of the engine calls context.commerce, or moves into a .server.ts file.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.{ts,tsx}", "app/**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: `^#commerce/(?!(modules/[^/]+/(?:[a-z-]+\\.)?browser\\.ts|${sharedEngineFiles.join("|").replaceAll(".", "\\.")})$)`,
              allowTypeImports: true,
              message: `Client code takes engine values from #commerce/modules/<module>/browser.ts or ${sharedEngineFiles.join(", ")} (types: import type).`,
            },
          ],
        },
      ],
    },
  },
  {
    // The browser entries and every engine file they reach are bundled for the browser, and the client
    // build only warns when node-only code gets in, so this is the check that they stay browser-safe.
    files: browserSafeFiles(),
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(#commerce/db/|drizzle-orm|pg$|@electric-sql/|node:)",
              allowTypeImports: true,
              message: "Files reached from a browser entry stay browser-safe: no database, Drizzle or Node built-ins.",
            },
          ],
        },
      ],
    },
  },
  // Outside the engine a module's tables are reached through its functions: no schema.ts at all.
  tableOwnership(["**/*.{ts,tsx}"], ["commerce/**"], noSchemaImport),
  tableOwnership(["commerce/**/*.ts"], ["commerce/modules/**"], [...engineLayer, ...noSchemaImport]),
  { files: ["commerce/**/*.test.ts"], rules: { "no-restricted-imports": ["error", { patterns: engineLayer }] } },
  ...engineModules.map((module) =>
    tableOwnership([`commerce/modules/${module}/**/*.ts`], [], [...engineLayer, noOtherSchemaImport(module)]),
  ),
  {
    files: ["{commerce,app,api,server}/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    plugins: { butik: { rules: { "module-entries": moduleEntries } } },
    rules: { "butik/module-entries": "error" },
  },
);
