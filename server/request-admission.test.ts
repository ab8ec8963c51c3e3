import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { admitOnePerTurn } from "./request-admission.ts";

/** Keeps the thread busy, as rendering a listing does. */
function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe("admitOnePerTurn", () => {
  it("starts changes before reads, each in the order it came", async () => {
    const started: string[] = [];
    const app = new Hono().use(admitOnePerTurn()).all("/:name", (c) => {
      started.push(c.req.param("name"));
      return c.text("ok");
    });
    await Promise.all([
      app.request("/read-1"),
      app.request("/read-2"),
      app.request("/change-1", { method: "POST" }),
      app.request("/read-3"),
      app.request("/change-2", { method: "POST" }),
    ]);
    expect(started).toEqual(["change-1", "change-2", "read-1", "read-2", "read-3"]);
  });

  it("lets work under way go on between new requests instead of after all of them", async () => {
    const events: string[] = [];
    const app = new Hono()
      .use(admitOnePerTurn())
      .get("/listing/:n", (c) => {
        events.push(`listing ${c.req.param("n")}`);
        busy(5);
        return c.text("ok");
      })
      .post("/order", async (c) => {
        // An answer from the database: it arrives while the listings wait.
        await new Promise((resolve) => setTimeout(resolve, 1));
        events.push("order answered");
        return c.text("ok");
      });
    const order = app.request("/order", { method: "POST" });
    // The order is admitted and waiting for its answer when ten listings arrive at once.
    await new Promise((resolve) => setImmediate(resolve));
    await Promise.all([order, ...Array.from({ length: 10 }, (_, n) => app.request(`/listing/${n + 1}`))]);
    expect(events).toHaveLength(11);
    // Without admission, all ten listings (50 ms) would run before the order's answer is taken.
    expect(events.indexOf("order answered")).toBeLessThanOrEqual(2);
  });
});
