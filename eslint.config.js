import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import prettier from "eslint-config-prettier";

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
    // Components end up in the browser bundle: from the engine they may take types, or values from
    // its pure files (filter text, inputs), never a module index that pulls in the database.
    files: ["app/components/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "#commerce/modules/*/index.ts",
                "#commerce/db/**",
                "**/commerce/modules/*/index.ts",
                "**/commerce/db/**",
              ],
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // The engine must not depend on the storefront or the API (DESIGN.md layout).
    files: ["commerce/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: ["#app/*", "#api/*", "#server/*", "**/app/**", "**/api/**", "**/server/**"] },
      ],
    },
  },
);
