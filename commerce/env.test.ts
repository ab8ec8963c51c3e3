import { describe, expect, it } from "vitest";
import { readEnv } from "./env.ts";

describe("configuration", () => {
  it("has working defaults: port 3000, embedded database, local content", () => {
    expect(readEnv({})).toMatchObject({ PORT: 3000, DATA_DIR: "./.data", CONTENT_SOURCE: "local", SEED_ON_START: true });
    expect(readEnv({}).DATABASE_URL).toBeUndefined();
  });

  it("treats an empty DATABASE_URL as unset", () => {
    expect(readEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it("names the variable that is wrong", () => {
    expect(() => readEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => readEnv({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
    expect(() => readEnv({ CONTENT_SOURCE: "storyblok" })).toThrow(/STORYBLOK_ACCESS_TOKEN: is required when CONTENT_SOURCE is storyblok/);
  });

  it("accepts Storyblok with a token", () => {
    expect(readEnv({ CONTENT_SOURCE: "storyblok", STORYBLOK_ACCESS_TOKEN: "abc" })).toMatchObject({ CONTENT_SOURCE: "storyblok", STORYBLOK_ACCESS_TOKEN: "abc" });
  });
});
