import { Hono } from "hono";

/**
 * SPEC §7 build checks: /builds/latest.json names the build this server runs (never cached, so
 * clients see a deploy within their hourly check); /builds/meta/{id}.json describes a known build.
 */
export function createBuildRoutes(build: { id: string; builtAt: number }) {
  // Read on every request: under `npm run dev` the build changes while the server runs.
  const infoOf = () => ({ id: build.id, timestamp: build.builtAt });
  return new Hono()
    .get("/latest.json", (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(infoOf());
    })
    .get("/meta/:file", (c) => {
      if (c.req.param("file") !== `${build.id}.json`) return c.json({ message: "Unknown build" }, 404);
      c.header("Cache-Control", "public, max-age=31536000, immutable");
      return c.json(infoOf());
    });
}
