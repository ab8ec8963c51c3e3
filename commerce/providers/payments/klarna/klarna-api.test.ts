import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createKlarnaApi } from "./klarna-api.ts";

let silent: Server;
let apiUrl: string;

beforeAll(async () => {
  // Takes every request and never answers, as a Klarna that has stalled would.
  silent = createServer(() => undefined);
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  apiUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
});
afterAll(async () => {
  silent.closeAllConnections();
  await new Promise((resolve) => silent.close(resolve));
});

describe("the Klarna client", () => {
  it("gives up on a call Klarna does not answer in time, rather than waiting for ever", async () => {
    const api = createKlarnaApi({ apiUrl, username: "merchant", password: "secret" }, fetch, 300);
    // Without the client's own timeout this would wait past the test's.
    await expect(api.capture("order-1", 1000, "order-1")).rejects.toMatchObject({ name: "TimeoutError" });
  });
});
