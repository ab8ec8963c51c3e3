import { describe, expect, it } from "vitest";
import { blockSchemas } from "../../commerce/modules/content/index.ts";
import { blockComponents, blockRegistry } from "./registry.ts";

describe("the block registry", () => {
  it("maps each of the 37 blocks to its schema and its component", () => {
    expect(Object.keys(blockRegistry)).toHaveLength(37);
    expect(Object.keys(blockComponents).sort()).toEqual(Object.keys(blockSchemas).sort());
    for (const [name, entry] of Object.entries(blockRegistry)) {
      expect(entry.schema, name).toBe(blockSchemas[name as keyof typeof blockSchemas]);
      expect(typeof entry.component, name).toBe("function");
    }
  });
});
