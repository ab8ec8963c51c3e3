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

  it("takes payments in the sandbox by default, and needs Klarna's credentials and the shop's URL for Klarna", () => {
    expect(readEnv({}).PAYMENT_PROVIDER).toBe("sandbox");
    expect(() => readEnv({ PAYMENT_PROVIDER: "klarna", KLARNA_USERNAME: "uid" })).toThrow(/KLARNA_PASSWORD: is required when PAYMENT_PROVIDER is klarna\n\s+PUBLIC_URL: is required/);
    expect(readEnv({ PAYMENT_PROVIDER: "klarna", KLARNA_USERNAME: "uid", KLARNA_PASSWORD: "secret", PUBLIC_URL: "https://shop.example" })).toMatchObject({ KLARNA_API_URL: "https://api.playground.klarna.com" });
  });
});
