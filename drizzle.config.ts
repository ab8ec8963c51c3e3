import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./commerce/modules/*/schema.ts",
  out: "./drizzle",
  casing: "snake_case",
});
