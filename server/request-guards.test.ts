import http from "node:http";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { demoCustomer } from "#commerce/db/seed/demo-shop.ts";
import { demoOwner } from "#commerce/db/seed/demo-staff.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { withHttpServer } from "#tests/fixtures/http-server.ts";
import { createApp } from "./create-app.ts";
import { bodyLimits } from "./request-guards.ts";

const shop = withDemoShop();
/** What the storefront received: pages echo their method, content type and form fields. */
const server = withHttpServer(() =>
  createApp({
    commerce: shop.commerce,
    handleDocument: async (request) =>
      Response.json({
        method: request.method,
        contentType: request.headers.get("content-type"),
        fields: Object.fromEntries(await request.formData()),
      }),
    clientDir: "build/client",
    imageCdnBase: "",
    log: pino({ level: "silent" }),
    isReady: () => true,
    build: { id: "test", builtAt: 0 },
  }),
);

interface Upload {
  status: number;
  body: string;
  /** Bytes the client had handed to the socket when the answer came. */
  sentBeforeAnswer: number;
  /** Bytes handed over in all, before the server closed the connection or the body ended. */
  sent: number;
}

/**
 * Streams `total` bytes to `path` in 64 kB chunks, declared up front (Content-Length) or chunked,
 * and keeps writing until the server answers and closes: what a client trying to make us buffer
 * 50 MB would do.
 */
function upload(
  path: string,
  total: number,
  { chunked, contentType }: { chunked: boolean; contentType: string },
): Promise<Upload> {
  const { hostname, port } = new URL(server.origin);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answer: { status: number; body: string; sentBeforeAnswer: number } | undefined;
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      if (answer) resolve({ ...answer, sent });
      else reject(new Error(`no answer after ${sent} bytes`));
    };
    const request = http.request({
      hostname,
      port,
      path,
      method: "POST",
      headers: { "content-type": contentType, ...(chunked ? {} : { "content-length": String(total) }) },
    });
    request.on("response", (response) => {
      const sentBeforeAnswer = sent;
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (text: string) => (body += text));
      response.on("end", () => {
        answer = { status: response.statusCode!, body, sentBeforeAnswer };
        // Give the server a moment to close the connection; then stop writing either way.
        setTimeout(() => {
          request.destroy();
          finish();
        }, 300);
      });
    });
    request.on("error", finish);
    request.on("close", finish);
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const pump = () => {
      while (!finished && !request.destroyed && sent < total) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", pump);
      }
      if (sent >= total && !request.destroyed) request.end();
    };
    pump();
  });
}

const fiftyMegabytes = 50 * 1024 * 1024;

describe("body size limits", () => {
  it.each([false, true])(
    "answers a 50 MB JSON body 413 in SPEC's error shape and stops reading it (chunked: %s)",
    async (chunked) => {
      const result = await upload("/api/account/login", fiftyMegabytes, { chunked, contentType: "application/json" });
      expect(result.status).toBe(413);
      expect(JSON.parse(result.body)).toEqual({
        statusCode: 413,
        statusMessage: `The request body is too large: at most ${bodyLimits.api} bytes`,
      });
      // What a loopback socket buffers is a few MB; the other 40-odd never leave the client.
      expect(result.sent).toBeLessThan(16 * 1024 * 1024);
    },
  );

  it.each([false, true])(
    "answers a 50 MB form post to a page 413 and stops reading it (chunked: %s)",
    async (chunked) => {
      const result = await upload("/en-GB/login", fiftyMegabytes, {
        chunked,
        contentType: "application/x-www-form-urlencoded",
      });
      expect(result.status).toBe(413);
      expect(result.body).toBe(`The request body is too large: at most ${bodyLimits.pageForm} bytes`);
      expect(result.sent).toBeLessThan(16 * 1024 * 1024);
    },
  );

  it("reads a body just within the limit, and refuses one byte more", async () => {
    const padded = (size: number) => {
      const json = JSON.stringify({ Email: demoCustomer.email, Password: "wrong password", padding: "" });
      return json.replace('"padding":""', `"padding":"${"x".repeat(size - json.length)}"`);
    };
    const within = await fetch(server.url("/api/account/login"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: padded(bodyLimits.api),
    });
    expect(await within.json()).toMatchObject({ statusCode: 400, statusMessage: "Invalid username and/or password" });
    const over = await fetch(server.url("/api/account/login"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: padded(bodyLimits.api + 1),
    });
    expect(over.status).toBe(413);
  });

  it.each(["/admin/catalogue/import", "/admin/catalogue/1/variants", "/admin/content/1"])(
    "takes more than a page form at %s only from a member signed in who may use the page",
    async (path) => {
      const form = new URLSearchParams({ intent: "check", csv: "x".repeat(bodyLimits.pageForm * 4) });
      const post = (cookie?: string) =>
        fetch(server.url(path), { method: "POST", body: form, headers: cookie ? { cookie } : {} });
      const tooLarge = `The request body is too large: at most ${bodyLimits.pageForm} bytes`;
      expect(await (await post()).text()).toBe(tooLarge);
      expect(await (await post("butik_staff=made-up-token")).text()).toBe(tooLarge);

      const owner = await shop.commerce.staff.signIn({ ...demoOwner, clientAddress: "203.0.113.9" });
      if (!owner.ok) throw new Error(owner.reason);
      const accepted = await post(`butik_staff=${owner.sessionToken}`);
      expect(accepted.status).toBe(200);
      expect(((await accepted.json()) as { fields: { csv: string } }).fields.csv).toHaveLength(bodyLimits.pageForm * 4);
    },
  );

  it("answers a long password 400 with SPEC §5's message instead of hashing it", async () => {
    const response = await fetch(server.url("/api/account/login"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ Email: demoCustomer.email, Password: "x".repeat(50_000) }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      statusCode: 400,
      fields: { password: "The maximum length allowed is 200" },
    });
  });
});

describe("page posts", () => {
  const post = (path: string, contentType: string | undefined, body?: string) =>
    fetch(server.url(path), {
      method: "POST",
      headers: contentType ? { "content-type": contentType } : {},
      ...(body === undefined ? {} : { body }),
    });

  it("hands form posts to the storefront unchanged", async () => {
    expect(
      await (await post("/login", "application/x-www-form-urlencoded", "intent=login&email=a%40b.se")).json(),
    ).toEqual({
      method: "POST",
      contentType: "application/x-www-form-urlencoded",
      fields: { intent: "login", email: "a@b.se" },
    });
    const multipart = new FormData();
    multipart.set("intent", "forgot");
    expect((await (await fetch(server.url("/login"), { method: "POST", body: multipart })).json()).fields).toEqual({
      intent: "forgot",
    });
  });

  it("treats a post without a body as an empty form", async () => {
    expect(await (await post("/account/logout", undefined)).json()).toMatchObject({ method: "POST", fields: {} });
  });

  it("refuses a file in a page's form (400): only a product's pictures page takes one", async () => {
    const multipart = new FormData();
    multipart.set("intent", "forgot");
    multipart.set("email", new Blob(["a@b.se"], { type: "text/plain" }), "email.txt");
    const answer = await fetch(server.url("/login"), { method: "POST", body: multipart });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toBe("Page forms take no files");
  });

  it("refuses JSON (415), a form that cannot be read and NUL in a field (400)", async () => {
    const json = await post("/login", "application/json", '{"intent":"login"}');
    expect(json.status).toBe(415);
    expect(await json.text()).toMatch(/form posts/);
    expect((await post("/login", "multipart/form-data; boundary=x", "garbage")).status).toBe(400);
    expect((await post("/login", "multipart/form-data", "garbage")).status).toBe(400);
    expect(await (await post("/login", "application/x-www-form-urlencoded", "email=a%00b")).text()).toBe(
      "Form fields may not contain NUL characters",
    );
  });
});

describe("malformed URLs", () => {
  it("refuses bad percent-encoding and NUL in the path or the query, before any route", async () => {
    for (const path of ["/product/%ff", "/img/%E0%A4%A", "/product/a%00b", "/search?q=a%00b", "/search?a%00=b"]) {
      const response = await fetch(server.url(path));
      expect(response.status, path).toBe(400);
    }
    const api = await fetch(server.url("/api/product/get-product-by-unique-name?uniqueName=a%00b"));
    expect(await api.json()).toEqual({ statusCode: 400, statusMessage: "uniqueName: may not contain NUL characters" });
  });
});
