import { eq } from "drizzle-orm";
import { pino } from "pino";
import { createRequestHandler } from "react-router";
import { describe, expect, it, beforeAll } from "vitest";
import { demoOwner } from "#commerce/db/seed/demo-staff.ts";
import { hashPassword } from "#commerce/modules/accounts/index.ts";
import { staffMembers } from "#commerce/modules/staff/schema.ts";
import { createTotpSecret, totpCode, totpStepAt } from "#commerce/modules/staff/totp.ts";
import { createApp } from "#server/create-app.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { withHttpServer } from "#tests/fixtures/http-server.ts";
import { signInStaff } from "#tests/fixtures/staff-sign-in.ts";
import { withStorefrontServer } from "#tests/fixtures/storefront-server.ts";

const shop = withDemoShop();
const server = withStorefrontServer(shop);
/** The same shop published at an https PUBLIC_URL, over the same React Router build. */
const published = withHttpServer(() =>
  createApp({
    commerce: shop.commerce,
    handleDocument: (request, context) => createRequestHandler(server.storefront.build, "production")(request, context),
    clientDir: "build/client",
    imageCdnBase: "",
    log: pino({ level: "silent" }),
    isReady: () => true,
    build: { id: "test", builtAt: 0 },
    publicUrl: "https://shop.example",
  }),
);
const support = { email: "support@butik.test", password: "support-password-1", name: "Sam Support" };

const signIn = (email: string, password: string) => signInStaff(server, email, password);

beforeAll(async () => {
  const { password, ...member } = support;
  await shop.database.db
    .insert(staffMembers)
    .values({ ...member, role: "support", passwordHash: await hashPassword(password) });
});

describe("the back office signed out", () => {
  it("sends pages to the sign-in page with the way back", async () => {
    const answer = await fetch(server.url("/admin/"), { redirect: "manual" });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/admin/login?returnTo=%2Fadmin%2F");
    expect(answer.headers.get("cache-control")).toBe("no-store");
  });

  it("moves /admin to /admin/, where client navigations' data requests carry the staff cookie", async () => {
    const answer = await fetch(server.url("/admin?x=1"), { redirect: "manual" });
    expect(answer.status).toBe(308);
    expect(answer.headers.get("location")).toBe("/admin/?x=1");
  });

  it("answers /admin/api with 401 in the API's error shape", async () => {
    const answer = await fetch(server.url("/admin/api/me"));
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ statusCode: 401 });
  });

  it("shows the sign-in page in the browser's language, without a shopper's cookie", async () => {
    const answer = await fetch(server.url("/admin/login"), { headers: { "accept-language": "en-GB,en;q=0.8" } });
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('lang="en-GB"');
    expect(html).toContain("Sign in to the back office");
    expect(answer.headers.getSetCookie()).toEqual([]);
  });

  it("answers a back-office path in other letter case with 404, never a server error", async () => {
    for (const page of ["/ADMIN/login", "/Admin/orders", "/ADMIN", "/Admin/api/me", "/aDmin.data"]) {
      const answer = await fetch(server.url(page), { redirect: "manual" });
      expect(answer.status, page).toBe(404);
    }
  });

  it("says to check the fields, as an alert, when a sign-in is refused only on its fields", async () => {
    const answer = await fetch(server.url("/admin/login"), {
      method: "POST",
      headers: { "accept-language": "en-GB" },
      body: new URLSearchParams({ email: "not an address", password: "" }),
    });
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(html).toMatch(/role="alert"[^>]*>Check the highlighted fields\.</);
    expect(html).toContain('aria-invalid="true"');
  });

  it("refuses a sign-in posted from another site", async () => {
    const answer = await fetch(server.url("/admin/login"), {
      method: "POST",
      headers: { origin: "https://evil.example" },
      body: new URLSearchParams({ email: demoOwner.email, password: demoOwner.password }),
      redirect: "manual",
    });
    expect(answer.status).toBe(403);
  });
});

describe("the back office signed in", () => {
  it("sets the staff cookie for /admin only, HttpOnly and SameSite=Strict", async () => {
    const answer = await fetch(server.url("/admin/login?returnTo=%2Fadmin%2Fstaff"), {
      method: "POST",
      body: new URLSearchParams({ email: demoOwner.email, password: demoOwner.password }),
      redirect: "manual",
    });
    expect(answer.headers.get("location")).toBe("/admin/staff");
    const [cookie] = answer.headers.getSetCookie();
    expect(cookie).toMatch(/^butik_staff=[^;]+; Path=\/admin; Max-Age=\d+; HttpOnly; SameSite=Strict$/);
  });

  it("is Secure when the shop's PUBLIC_URL is https", async () => {
    const answer = await fetch(published.url("/admin/login"), {
      method: "POST",
      body: new URLSearchParams({ email: demoOwner.email, password: demoOwner.password }),
      redirect: "manual",
    });
    const [cookie] = answer.headers.getSetCookie();
    expect(cookie).toMatch(/^butik_staff=[^;]+; Path=\/admin; .*; Secure$/);
  });

  it("comes back after signing in only to a back-office page", async () => {
    const cookie = await signIn(demoOwner.email, demoOwner.password);
    for (const returnTo of ["//evil.example", "/\\evil.example", "https://evil.example", "/account", "/admin.evil"]) {
      const answer = await fetch(server.url(`/admin/login?returnTo=${encodeURIComponent(returnTo)}`), {
        headers: { cookie },
        redirect: "manual",
      });
      expect(answer.status, returnTo).toBe(302);
      expect(answer.headers.get("location"), returnTo).toBe("/admin/");
    }
  });

  it("shows the owner the shell with every area, uncached, in their language", async () => {
    const cookie = await signIn(demoOwner.email, demoOwner.password);
    const answer = await fetch(server.url("/admin/"), { headers: { cookie } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.getSetCookie()).toEqual([]);
    const html = await answer.text();
    expect(html).toContain('lang="sv-SE"');
    for (const area of ["Ordrar", "Kunder", "Personal", "Händelselogg", "Inställningar"]) expect(html).toContain(area);
    const data = await fetch(server.url("/admin/_.data"), { headers: { cookie } });
    expect(data.status).toBe(200);
    expect(await fetch(server.url("/admin/api/me"), { headers: { cookie } }).then((me) => me.json())).toMatchObject({
      email: demoOwner.email,
      role: "owner",
    });
  });

  it("lists only what support may open, and answers 403 where the role may not go", async () => {
    const cookie = await signIn(support.email, support.password);
    const html = await fetch(server.url("/admin/"), { headers: { cookie } }).then((answer) => answer.text());
    expect(html).toContain("Ordrar");
    expect(html).not.toContain("Inställningar");
    for (const page of ["/admin/staff", "/admin/audit", "/admin/settings"]) {
      const refused = await fetch(server.url(page), { headers: { cookie } });
      expect(refused.status).toBe(403);
      expect(await refused.text()).toContain("Ingen behörighet");
    }
    const refusedData = await fetch(server.url("/admin/staff.data"), { headers: { cookie } });
    expect(refusedData.status).toBe(403);
    const api = await fetch(server.url("/admin/api/staff"), { headers: { cookie } });
    expect(api.status).toBe(403);
    expect(await api.json()).toEqual({ statusCode: 403, statusMessage: "You are not allowed to do this" });
  });

  it("opens the owner's staff, audit, settings and account pages", async () => {
    const cookie = await signIn(demoOwner.email, demoOwner.password);
    for (const [page, heading] of [
      ["/admin/staff", "Personal"],
      ["/admin/audit", "Händelselogg"],
      ["/admin/settings", "Inställningar"],
      ["/admin/account", "Mitt konto"],
    ] as const) {
      const answer = await fetch(server.url(page), { headers: { cookie } });
      expect(answer.status, page).toBe(200);
      expect(await answer.text()).toContain(`<h1 class="text-2xl font-semibold">${heading}</h1>`);
    }
  });

  it("saves the member's language from the shell's switch and shows the back office in it", async () => {
    const cookie = await signIn(demoOwner.email, demoOwner.password);
    const saved = await fetch(server.url("/admin/account/language"), {
      method: "POST",
      headers: { cookie },
      body: new URLSearchParams({ locale: "en-GB", returnTo: "/admin/staff" }),
      redirect: "manual",
    });
    expect(saved.headers.get("location")).toBe("/admin/staff");
    const html = await fetch(server.url("/admin/staff"), { headers: { cookie } }).then((answer) => answer.text());
    expect(html).toContain('lang="en-GB"');
    expect(html).toContain("Staff members");
    await fetch(server.url("/admin/account/language"), {
      method: "POST",
      headers: { cookie },
      body: new URLSearchParams({ locale: "sv-SE", returnTo: "/admin/" }),
      redirect: "manual",
    });
    // The audit log names the change in words, not as the codes it stores.
    const audit = await fetch(server.url("/admin/audit?action=staff.locale_change"), { headers: { cookie } });
    const log = await audit.text();
    expect(log).toMatch(/<span>Språk ändrat<\/span><span class="text-xs text-neutral-600">Medarbetare</);
    expect(log).toMatch(/<dt class="font-medium">Språk<\/dt>/);
    expect(log).toMatch(/<del class="text-neutral-600">English<\/del> → <ins class="no-underline">Svenska<\/ins>/);
    expect(log).not.toContain(">staff.locale_change<");
  });

  it("signs out with a POST: the session ends and the cookie goes", async () => {
    const cookie = await signIn(demoOwner.email, demoOwner.password);
    const answer = await fetch(server.url("/admin/logout"), {
      method: "POST",
      headers: { cookie },
      redirect: "manual",
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.getSetCookie()[0]).toMatch(/^butik_staff=; Path=\/admin; Max-Age=0/);
    expect((await fetch(server.url("/admin/api/me"), { headers: { cookie } })).status).toBe(401);
  });
});

describe("a session that still owes something", () => {
  it("reaches nothing but the code step until the second factor is given", async () => {
    const { password, ...member } = { ...support, email: "twofactor@butik.test", name: "Tove Tvåsteg" };
    const [row] = await shop.database.db
      .insert(staffMembers)
      .values({ ...member, role: "manager", passwordHash: await hashPassword(password) })
      .returning({ id: staffMembers.id, email: staffMembers.email, role: staffMembers.role });
    const { secret } = await shop.commerce.staff.beginTwoFactorSetup(row!, "Butik");
    // Out of a step's last seconds, so both codes below stay within the ±1 window for the whole test.
    if ((Date.now() / 1000) % 30 > 25) await new Promise((resolve) => setTimeout(resolve, 5_500));
    const step = totpStepAt(new Date());
    await shop.commerce.staff.confirmTwoFactor(row!, totpCode(secret, step - 1));

    const signedIn = await fetch(server.url("/admin/login?returnTo=%2Fadmin%2Forders"), {
      method: "POST",
      body: new URLSearchParams({ email: member.email, password }),
      redirect: "manual",
    });
    expect(signedIn.headers.get("location")).toBe("/admin/login/two-factor?returnTo=%2Fadmin%2Forders");
    const cookie = signedIn.headers.getSetCookie()[0]!.split(";")[0]!;
    const page = await fetch(server.url("/admin/customers"), { headers: { cookie }, redirect: "manual" });
    expect(page.headers.get("location")).toBe("/admin/login/two-factor?returnTo=%2Fadmin%2Fcustomers");
    expect((await fetch(server.url("/admin/api/me"), { headers: { cookie } })).status).toBe(401);

    const verified = await fetch(server.url("/admin/login/two-factor?returnTo=%2Fadmin%2Forders"), {
      method: "POST",
      headers: { cookie },
      body: new URLSearchParams({ code: totpCode(secret, step) }),
      redirect: "manual",
    });
    expect(verified.headers.get("location")).toBe("/admin/orders");
    expect((await fetch(server.url("/admin/api/me"), { headers: { cookie } })).status).toBe(200);
  });

  it("sends an owner without two-factor to set it up once the settings require it", async () => {
    const [owner] = await shop.database.db
      .select({ id: staffMembers.id, email: staffMembers.email, role: staffMembers.role })
      .from(staffMembers)
      .where(eq(staffMembers.email, demoOwner.email));
    if (!owner) throw new Error("the demo owner is seeded");
    await shop.commerce.settings.update(owner, "staffSecurity", { ownersRequireTwoFactor: true });
    try {
      const cookie = await signIn(demoOwner.email, demoOwner.password);
      const page = await fetch(server.url("/admin/staff"), { headers: { cookie }, redirect: "manual" });
      expect(page.headers.get("location")).toBe("/admin/account");
      const account = await fetch(server.url("/admin/account"), { headers: { cookie } });
      expect(account.status).toBe(200);
      expect(await account.text()).toContain("Ägare måste slå på tvåstegsinloggning");
      expect((await fetch(server.url("/admin/api/me"), { headers: { cookie } })).status).toBe(401);
    } finally {
      await shop.commerce.settings.update(owner, "staffSecurity", { ownersRequireTwoFactor: false });
    }
  });
});

describe("the engine's refusals on the owner's pages", () => {
  const post = (page: string, cookie: string, fields: Record<string, string>) =>
    fetch(server.url(page), { method: "POST", headers: { cookie }, body: new URLSearchParams(fields) });
  /** A session opened through the engine from an address of its own: this file's sign-ins over HTTP spend loopback's attempts. */
  async function sessionCookie(email: string, password: string): Promise<{ cookie: string; sessionToken: string }> {
    const result = await shop.commerce.staff.signIn({ email, password, clientAddress: "192.0.2.16" });
    if (!result.ok) throw new Error(result.reason);
    return { cookie: `butik_staff=${encodeURIComponent(result.sessionToken)}`, sessionToken: result.sessionToken };
  }

  it("says a refused invite, role and setting in the member's Swedish, each field's problem too", async () => {
    const { cookie } = await sessionCookie(demoOwner.email, demoOwner.password);
    const invite = await post("/admin/staff", cookie, {
      intent: "invite",
      email: "ingen adress",
      name: "",
      role: "chef",
    });
    expect(invite.status).toBe(400);
    const invitePage = await invite.text();
    expect(invitePage).toMatch(/role="alert"[^>]*>Kontrollera inbjudan\.</);
    for (const said of ["Värdet är inte en giltig e-postadress", "Värde krävs", "Välj en roll."])
      expect(invitePage).toContain(said);

    const [member] = await shop.database.db
      .select({ id: staffMembers.id })
      .from(staffMembers)
      .where(eq(staffMembers.email, support.email));
    const role = await post("/admin/staff", cookie, { intent: "role", staffId: String(member!.id), role: "chef" });
    expect(role.status).toBe(400);
    expect(await role.text()).toMatch(/role="alert"[^>]*>Välj en roll\.</);

    const colours = { "colours.brand": "#1f3d2b", "colours.accent": "#c8553d", "colours.text": "#1a1a1a" };
    const setting = await post("/admin/settings", cookie, { intent: "branding", shopName: " ", ...colours });
    expect(setting.status).toBe(400);
    const settingPage = await setting.text();
    expect(settingPage).toMatch(/role="alert"[^>]*>Kontrollera inställningen\.</);
    expect(settingPage).toContain("Värde krävs");
    expect(settingPage).not.toMatch(/Check the|Too small/);

    const threshold = await post("/admin/settings", cookie, {
      intent: "freeDelivery",
      "fromIncVat.SEK": "femhundra",
      "fromIncVat.EUR": "45",
    });
    expect(threshold.status).toBe(400);
    const thresholdPage = await threshold.text();
    expect(thresholdPage).toMatch(/role="alert"[^>]*>Kontrollera inställningen\.</);
    expect(thresholdPage).toContain("Ange ett pris som 499 eller 34,95.");
    expect(await shop.commerce.checkoutMethods.freeDeliveryFrom("SEK")).toBe(49_900);

    const saved = await post("/admin/settings", cookie, {
      intent: "freeDelivery",
      "fromIncVat.SEK": "599,50",
      "fromIncVat.EUR": "",
      "fromIncVat.GBP": "39",
    });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain('value="599.5"');
    expect(await shop.commerce.checkoutMethods.freeDeliveryFrom("SEK")).toBe(59_950);
    expect(await shop.commerce.checkoutMethods.freeDeliveryFrom("EUR")).toBeNull();
  });

  it("says two-factor sign-in is already on when a member with it on sets it up again", async () => {
    const secret = createTotpSecret();
    const { password, ...member } = { ...support, email: "tvasteg.igen@butik.test", name: "Tage Tvåsteg" };
    await shop.database.db.insert(staffMembers).values({
      ...member,
      role: "editor",
      passwordHash: await hashPassword(password),
      totpSecret: secret,
      totpEnabledAt: new Date(),
    });
    const { cookie, sessionToken } = await sessionCookie(member.email, password);
    await shop.commerce.staff.verifySecondFactor(sessionToken, totpCode(secret, totpStepAt(new Date())));
    const again = await post("/admin/account", cookie, { intent: "two-factor-start" });
    expect(again.status).toBe(400);
    expect(await again.text()).toMatch(/role="alert"[^>]*>Tvåstegsinloggning är redan på\.</);
  });
});
