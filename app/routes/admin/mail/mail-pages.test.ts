import { listMailTo } from "#commerce/modules/mail/index.ts";
import { describe, expect, it, beforeAll } from "vitest";
import { demoOwner } from "#commerce/db/seed/demo-staff.ts";
import { hashPassword } from "#commerce/modules/accounts/index.ts";
import { queueTemplateMail } from "#commerce/modules/mail/index.ts";
import { staffMembers } from "#commerce/modules/staff/schema.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { signInStaff } from "#tests/fixtures/staff-sign-in.ts";
import { withStorefrontServer } from "#tests/fixtures/storefront-server.ts";

const shop = withDemoShop();
const server = withStorefrontServer(shop);
const support = { email: "mail-support@butik.test", password: "support-password-1", name: "Sam Support" };
let mailId: number;
const cookies: { owner?: string; support?: string } = {};

const get = (path: string, as: "owner" | "support") =>
  fetch(server.url(path), { headers: { cookie: cookies[as]! }, redirect: "manual" });
const resend = (id: number, as: "owner" | "support") =>
  fetch(server.url(`/admin/mail/${id}`), {
    method: "POST",
    headers: { cookie: cookies[as]! },
    body: new URLSearchParams({ intent: "resend" }),
    redirect: "manual",
  });
const mailCount = async () => (await listMailTo(shop.database.db, "route@example.se", 100)).length;

beforeAll(async () => {
  const { password, ...member } = support;
  await shop.database.db
    .insert(staffMembers)
    .values({ ...member, role: "support", passwordHash: await hashPassword(password) });
  ({ id: mailId } = await queueTemplateMail(shop.database.db, {
    template: "order_shipped",
    locale: "en-GB",
    recipient: "route@example.se",
    data: { orderNumber: 1042, carrier: "PostNord", trackingNumber: "JJ1", trackingUrl: "https://track.example/JJ1" },
  }));
  cookies.owner = await signInStaff(server, demoOwner.email, demoOwner.password);
  cookies.support = await signInStaff(server, support.email, support.password);
});

describe("/admin/mail", () => {
  it("lists the outbox in the member's language, filtered by status and recipient", async () => {
    const answer = await get("/admin/mail?status=pending&recipient=ROUTE", "owner");
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain("<h1");
    expect(html).toContain(">E-post</h1>");
    expect(html).toContain(`href="/admin/mail/${mailId}"`);
    expect(html).toContain("Your order 1042 is on its way");
    expect(html).toContain("Väntar");
    expect(await (await get("/admin/mail?status=sent&recipient=route", "owner")).text()).toContain(
      "Ingen e-post matchar.",
    );
  });

  it("says in the member's language why it cannot read a filter, and keeps the form to clear it (400)", async () => {
    const answer = await get("/admin/mail?status=lost&recipient=route", "owner");
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(html).toMatch(/role="alert"[^>]*>Filtret går inte att läsa\. Rensa filtret och försök igen\.</);
    expect(html).toContain('role="search"');
    expect(html).not.toContain("Your order 1042 is on its way");
    expect((await get("/admin/mail?page=0", "owner")).status).toBe(400);
  });

  it("shows a mail's HTML in an empty sandbox, and its text", async () => {
    const answer = await get(`/admin/mail/${mailId}`, "owner");
    expect(answer.status).toBe(200);
    const html = await answer.text();
    const frame = /<iframe[^>]*>/.exec(html)?.[0] ?? "";
    expect(frame).toContain('sandbox=""');
    // HTML attribute names ignore case: React writes srcDoc.
    expect(frame).toMatch(/ srcdoc="/i);
    expect(frame).toContain("Track your parcel");
    expect(html).toContain("Tracking number: JJ1");
    expect(html).toContain("Skicka igen");
    expect((await get("/admin/mail/999999", "owner")).status).toBe(404);
    expect((await get("/admin/mail/not-an-id", "owner")).status).toBe(404);
  });

  it("sends a copy again for an owner, and refuses support (403) without queueing anything", async () => {
    const before = await mailCount();
    expect((await resend(mailId, "support")).status).toBe(403);
    expect(await mailCount()).toBe(before);
    const answer = await resend(mailId, "owner");
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("En kopia är köad.");
    expect(await mailCount()).toBe(before + 1);
  });

  it("is closed to a role without mail.read", async () => {
    expect((await get("/admin/mail", "support")).status).toBe(403);
    expect((await get(`/admin/mail/${mailId}`, "support")).status).toBe(403);
  });
});
