import { describe, expect, it } from "vitest";
import { readEnv } from "./env.ts";

describe("configuration", () => {
  it("has working defaults: port 3000, embedded database, local content", () => {
    expect(readEnv({})).toMatchObject({
      PORT: 3000,
      DATA_DIR: "./.data",
      CONTENT_SOURCE: "local",
      SEED_ON_START: true,
    });
    expect(readEnv({}).DATABASE_URL).toBeUndefined();
  });

  it("holds a checkout order's stock 15 minutes by default (fractions allowed), sweeps every 30 seconds, and lets one address create 30 checkout orders an hour", () => {
    expect(readEnv({})).toMatchObject({
      CHECKOUT_HOLD_MINUTES: 15,
      CHECKOUT_SWEEP_SECONDS: 30,
      CHECKOUT_ORDERS_PER_ADDRESS: 30,
    });
    expect(
      readEnv({ CHECKOUT_HOLD_MINUTES: "0.5", CHECKOUT_SWEEP_SECONDS: "5", CHECKOUT_ORDERS_PER_ADDRESS: "1000" }),
    ).toMatchObject({ CHECKOUT_HOLD_MINUTES: 0.5, CHECKOUT_SWEEP_SECONDS: 5, CHECKOUT_ORDERS_PER_ADDRESS: 1000 });
    for (const [name, bad] of [
      ["CHECKOUT_HOLD_MINUTES", "0"],
      ["CHECKOUT_HOLD_MINUTES", "never"],
      ["CHECKOUT_SWEEP_SECONDS", "0"],
      ["CHECKOUT_ORDERS_PER_ADDRESS", "1.5"],
    ] as const)
      expect(() => readEnv({ [name]: bad })).toThrow(new RegExp(name));
  });

  it("treats an empty DATABASE_URL as unset", () => {
    expect(readEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it("names the variable that is wrong", () => {
    expect(() => readEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => readEnv({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
    expect(() => readEnv({ CONTENT_SOURCE: "storyblok" })).toThrow(
      /STORYBLOK_ACCESS_TOKEN: is required when CONTENT_SOURCE is storyblok/,
    );
  });

  it("accepts Storyblok with a token", () => {
    expect(readEnv({ CONTENT_SOURCE: "storyblok", STORYBLOK_ACCESS_TOKEN: "abc" })).toMatchObject({
      CONTENT_SOURCE: "storyblok",
      STORYBLOK_ACCESS_TOKEN: "abc",
    });
  });

  it("takes payments in the sandbox by default, and needs Klarna's credentials and the shop's URL for Klarna", () => {
    expect(readEnv({}).PAYMENT_PROVIDER).toBe("sandbox");
    expect(() => readEnv({ PAYMENT_PROVIDER: "klarna", KLARNA_USERNAME: "uid" })).toThrow(
      /KLARNA_PASSWORD: is required when PAYMENT_PROVIDER is klarna\n\s+PUBLIC_URL: is required/,
    );
    expect(
      readEnv({
        PAYMENT_PROVIDER: "klarna",
        KLARNA_USERNAME: "uid",
        KLARNA_PASSWORD: "secret",
        PUBLIC_URL: "https://shop.example",
      }),
    ).toMatchObject({ KLARNA_API_URL: "https://api.playground.klarna.com" });
  });

  it("keeps mail in the outbox by default, polling every 5 seconds; SMTP needs its server, a From and the shop's URL", () => {
    expect(readEnv({})).toMatchObject({ MAIL_PROVIDER: "outbox", MAIL_POLL_SECONDS: 5 });
    expect(readEnv({ SMTP_URL: "", MAIL_FROM: "" })).toMatchObject({ SMTP_URL: undefined, MAIL_FROM: undefined });
    expect(() => readEnv({ MAIL_PROVIDER: "smtp", SMTP_URL: "smtp://mail.example:587" })).toThrow(
      /MAIL_FROM: is required when MAIL_PROVIDER is smtp\n\s+PUBLIC_URL: is required/,
    );
    expect(
      readEnv({
        MAIL_PROVIDER: "smtp",
        SMTP_URL: "smtps://shop:secret@mail.example:465",
        MAIL_FROM: "Butik <shop@butik.example>",
        PUBLIC_URL: "https://shop.example",
        MAIL_POLL_SECONDS: "0.5",
      }),
    ).toMatchObject({ MAIL_PROVIDER: "smtp", MAIL_FROM: "Butik <shop@butik.example>", MAIL_POLL_SECONDS: 0.5 });
    for (const [name, bad] of [
      ["MAIL_PROVIDER", "sendmail"],
      ["SMTP_URL", "https://mail.example"],
      ["MAIL_FROM", "shop"],
      ["MAIL_POLL_SECONDS", "0"],
    ] as const)
      expect(() => readEnv({ [name]: bad })).toThrow(new RegExp(name));
  });

  it("reads ALLOWED_HOSTS as a list of host[:port] and refuses anything else", () => {
    expect(readEnv({}).ALLOWED_HOSTS).toEqual([]);
    expect(readEnv({ ALLOWED_HOSTS: " Shop.Example , www.shop.example:8443,[::1]:3000 " }).ALLOWED_HOSTS).toEqual([
      "shop.example",
      "www.shop.example:8443",
      "[::1]:3000",
    ]);
    for (const bad of ["https://shop.example", "shop.example/path", "shop.example:port", "*.example"])
      expect(() => readEnv({ ALLOWED_HOSTS: bad })).toThrow(/ALLOWED_HOSTS/);
  });

  it("trusts no proxy by default; TRUST_PROXY is a hop count or a list of proxy addresses and CIDRs", () => {
    expect(readEnv({}).TRUST_PROXY).toEqual({ hops: 0 });
    expect(readEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toEqual({ hops: 2 });
    expect(readEnv({ TRUST_PROXY: "10.0.0.0/8, 192.0.2.7,fd00::/8" }).TRUST_PROXY).toEqual({
      proxies: ["10.0.0.0/8", "192.0.2.7", "fd00::/8"],
    });
    for (const bad of ["true", "-1", "10.0.0.0/33", "proxy.example", "10.0.0.1/x"])
      expect(() => readEnv({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
  });
});
