import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { clientChunkGraph } from "./scripts/client-chunk-graph.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), clientChunkGraph()],
  build: { assetsDir: "assets" },
  // For `npm run dev` only. React Router's dev CSS lookup transforms route modules, server imports
  // and all, for the browser, so Vite's optimizer would first meet these packages (and zod, which
  // its scan misses) at the first page and reload every open page once: decide them up front.
  optimizeDeps: { include: ["zod"], exclude: ["@electric-sql/pglite", "drizzle-orm", "pg"] },
});
