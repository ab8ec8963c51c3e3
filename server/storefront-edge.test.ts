import { listMailTo } from "#commerce/modules/mail/index.ts";
import { request as httpRequest } from "node:http";
import { describe, expect, it } from "vitest";
import { demoCustomer } from "#commerce/db/seed/demo-shop.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { withStorefrontServer } from "#tests/fixtures/storefront-server.ts";

const shop = withDemoShop();
const server = withStorefrontServer(shop);

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request with any headers, Host included (fetch will not send a Host of our choosing), and no redirect following. */
function send(
  path: string,
  {
    method = "GET",
    headers = {},
    form,
  }: { method?: string; headers?: Record<string, string>; form?: Record<string, string> } = {},
): Promise<Answer> {
  const body = form ? new URLSearchParams(form).toString() : undefined;
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      server.url(path),
      { method, headers: { ...headers, ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}) } },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: text }));
      },
    );
    sent.on("error", reject).end(body);
  });
}

async function waitForMailTo(recipient: string, after: number) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const [latest] = await listMailTo(shop.database.db, recipient, 1);
    if (latest && latest.id > after) return latest;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${recipient}`);
}

describe("the password-reset mail", () => {
  it("links to the shop's own origin, whatever Host the request named", async () => {
    const before = (await listMailTo(shop.database.db, demoCustomer.email, 1))[0]?.id ?? 0;
    const answer = await send("/en-GB/login", {
      method: "POST",
      headers: { host: "evil.example" },
      form: { intent: "forgot", email: demoCustomer.email },
    });
    expect(answer.status).toBe(200);
    const mail = JSON.stringify(await waitForMailTo(demoCustomer.email, before));
    expect(mail).not.toContain("evil.example");
    expect(mail).toContain(`http://localhost:${new URL(server.origin).port}/en-GB/login/reset?token=`);
  });
});

describe("pages with a bad percent-encoded cookie", () => {
  it.each(["/", "/en-GB/category/women", "/account", "/bag"])("still answer %s", async (path) => {
    const answer = await send(path, {
      headers: { cookie: "butik_session=%E0%A4%A; butik_basket=%E0%A4%A; butik_currency=%ff; butik_locale=%" },
    });
    expect(answer.status).toBeLessThan(500);
  });
});

describe("return paths", () => {
  const nasty = [
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "\t//evil.example",
    "https://evil.example",
    "/%2F%2Fevil.example",
    "/\r\nSet-Cookie: a=b",
    "/\u00e5\u2603",
    "/\0",
    `/${"x".repeat(5000)}`,
  ];

  it.each(nasty.map((value) => [JSON.stringify(value).slice(0, 40), value]))(
    "never leave the shop or fail from /preferences and /account/logout: %s",
    async (_label, returnTo) => {
      for (const [path, form] of [
        ["/preferences/locale", { locale: "en-GB", returnTo }],
        ["/preferences/currency", { currencyId: "1", returnTo }],
        ["/account/logout", { returnTo }],
      ] as const) {
        const answer = await send(path, { method: "POST", form });
        // A NUL byte is refused outright (400) before any page sees it; everything else goes home.
        expect([302, 400], path).toContain(answer.status);
        if (answer.status === 302) expect(answer.headers.location, path).toMatch(/^\/(?!\/)(?!.*evil)/);
      }
    },
  );

  it("never leave the shop after logging in", async () => {
    const login = await shop.commerce.accounts.logIn({
      email: demoCustomer.email,
      password: demoCustomer.password,
      clientAddress: "192.0.2.99",
    });
    if (!login.ok) throw new Error("demo login failed");
    for (const returnTo of ["%2F%09%2Fevil.example", "//evil.example", "%0d%0a/evil", "%E2%98%83"]) {
      const answer = await send(`/en-GB/login?returnTo=${returnTo}`, {
        headers: { cookie: `butik_session=${login.sessionToken}` },
      });
      expect(answer.status).toBe(302);
      expect(answer.headers.location).toBe("/en-GB/account");
    }
  });
});

describe("pages under the Content-Security-Policy", () => {
  it("carry the header's nonce on every script they render", async () => {
    const answer = await send("/en-GB/product/women-abisko-down-jacket");
    expect(answer.status).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1];
    expect(nonce).toBeTruthy();
    const scripts = [...answer.body.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    const executable = scripts.filter((tag) => !tag.includes('type="application/ld+json"'));
    expect(executable.length).toBeGreaterThan(0);
    for (const tag of executable) expect(tag).toContain(`nonce="${nonce}"`);
  });
});
