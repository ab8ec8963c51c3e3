import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { listMailTo } from "#commerce/modules/mail/index.ts";
import { createApp } from "#server/create-app.ts";
import { createApiClient } from "#tests/fixtures/api-client.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { withHttpServer } from "#tests/fixtures/http-server.ts";

const shop = withDemoShop();
/** Not the address the server answers at: the mail's links must come from configuration, not from where the call went. */
const publicUrl = "https://shop.example";
const server = withHttpServer(() =>
  createApp({
    commerce: shop.commerce,
    // Only /api is called here: no page is rendered.
    handleDocument: async () => new Response(null, { status: 404 }),
    clientDir: "build/client",
    imageCdnBase: "",
    log: pino({ level: "silent" }),
    isReady: () => true,
    build: { id: "test", builtAt: 0 },
    publicUrl,
  }),
);

const hrefsOf = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!);

describe("POST /api/account/create-account", () => {
  it.each([
    ["en-GB", "api.welcome.en@example.se", `${publicUrl}/en-GB`],
    ["sv-SE", "api.welcome.sv@example.se", `${publicUrl}/`],
  ] as const)("queues a %s welcome mail whose links start with PUBLIC_URL", async (locale, email, home) => {
    const created = await createApiClient(server.url).call("POST", "/api/account/create-account", {
      Email: email,
      Password: "a long enough password",
      FirstName: "Ada",
      LastName: "Api",
      AcceptDataProtection: true,
      AcceptTerms: true,
      CultureCode: locale,
    });
    expect(created.status).toBe(201);
    const mails = await listMailTo(shop.database.db, email);
    expect(mails.map((mail) => [mail.template, mail.locale])).toEqual([["welcome", locale]]);
    const links = hrefsOf(mails[0]!.htmlBody!);
    expect(links).toContain(home);
    for (const link of links) expect(link.startsWith(`${publicUrl}/`), link).toBe(true);
    expect(mails[0]!.textBody).toContain(home);
  });

  it("queues no welcome mail for a refused sign-up", async () => {
    const refused = await createApiClient(server.url).call("POST", "/api/account/create-account", {
      Email: "api.refused@example.se",
      Password: "short",
      FirstName: "Ada",
      LastName: "Api",
      AcceptDataProtection: true,
      AcceptTerms: true,
    });
    expect(refused.status).toBe(400);
    expect(await listMailTo(shop.database.db, "api.refused@example.se")).toEqual([]);
  });
});
