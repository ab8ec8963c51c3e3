import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServer } from "./server-process.ts";

const dataDir = mkdtempSync(join(tmpdir(), "butik-lifecycle-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("the server process", () => {
  it("seeds on the first start, reuses the data on a later one, and drains on SIGTERM", async () => {
    const first = await startServer(dataDir);
    expect(first.output()).toContain("demo shop seeded into the empty database");
    expect(await first.stop()).toBe(0);
    expect(first.output()).toContain('"msg":"stopped"');

    const later = await startServer(dataDir);
    expect(later.output()).not.toContain("demo shop seeded");
    console.log(
      `first start answered its first page after ${first.firstPageMs} ms, a later start after ${later.firstPageMs} ms`,
    );

    // A request in flight when SIGTERM arrives still gets its answer before the process exits.
    const inFlight = fetch(`${later.origin}/en-GB/category/women?page=2`);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const exitCode = later.stop();
    expect((await inFlight).status).toBe(200);
    expect(await exitCode).toBe(0);
    await expect(fetch(`${later.origin}/healthz`)).rejects.toThrow();
  });

  it("honours PORT and refuses a bad configuration with a message naming the variable", async () => {
    await expect(startServer(dataDir, { PORT: "not-a-port" })).rejects.toThrow(/PORT/);
  });
});
