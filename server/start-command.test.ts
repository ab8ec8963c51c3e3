import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { builtServer } from "#tests/e2e/server-process.ts";

describe("the server's start command", () => {
  it("is the one the journeys and the bench start, Node's flags included (ADR 0030)", () => {
    const manifest = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { start: string } };
    expect(manifest.scripts.start).toBe(`node ${builtServer.join(" ")}`);
  });
});
