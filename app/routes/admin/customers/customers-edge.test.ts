import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { customers } from "#commerce/modules/accounts/schema.ts";
import { auditEntries } from "#commerce/modules/audit/schema.ts";
import type { StaffRole } from "#commerce/modules/access/index.ts";
import { signUpCustomer } from "#tests/fixtures/customer-records.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { signInNewStaff } from "#tests/fixtures/staff-sign-in.ts";
import { withStorefrontServer } from "#tests/fixtures/storefront-server.ts";

const shop = withDemoShop();
const server = withStorefrontServer(shop);
const cookies = {} as Record<StaffRole, string>;

beforeAll(async () => {
  const roles = ["manager", "support", "editor"] as const;
  const signedIn = await signInNewStaff(shop, server, roles, {
    emailDomain: "customers-edge.test",
    password: "staff-password-1",
  });
  for (const role of roles) cookies[role] = signedIn[role].cookie;
});

const as = (role: StaffRole, path: string, init: RequestInit = {}) =>
  fetch(server.url(path), {
    ...init,
    redirect: "manual",
    headers: { cookie: cookies[role], origin: server.origin, ...init.headers },
  });

describe("the newsletter subscribers' download", () => {
  it("is a CSV attachment for roles that read customers, and 403 for an editor", async () => {
    await shop.commerce.newsletter.subscribe({ email: "reader@example.se", locale: "en-GB" });
    const answer = await as("support", "/admin/customers/newsletter.csv");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toMatch(
      /^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = Buffer.from(await answer.arrayBuffer());
    // The byte order mark stays in the file (fetch's text() would drop it).
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.subarray(3).toString("utf8");
    expect(csv.startsWith("email,locale,subscribed_at\r\n")).toBe(true);
    expect(csv).toContain("reader@example.se,en-GB,");
    expect((await as("editor", "/admin/customers/newsletter.csv")).status).toBe(403);
  });
});

describe("a customer's data export", () => {
  it("downloads the customer's data as JSON on a POST and writes the audit entry", async () => {
    const { customerId, email } = await signUpCustomer(shop);
    const answer = await as("support", `/admin/customers/${customerId}/export`, { method: "POST" });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-disposition")).toMatch(
      new RegExp(`^attachment; filename="customer-${customerId}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    );
    const exported = (await answer.json()) as { profile: { email: string } };
    expect(exported.profile.email).toBe(email);
    const entries = await shop.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, "customer.export"), eq(auditEntries.subjectId, String(customerId))));
    expect(entries).toHaveLength(1);
  });

  it("is refused from another site, to an editor, and for an unknown customer", async () => {
    const { customerId } = await signUpCustomer(shop);
    const path = `/admin/customers/${customerId}/export`;
    expect((await as("manager", path, { method: "POST", headers: { origin: "https://evil.example" } })).status).toBe(
      403,
    );
    expect((await as("editor", path, { method: "POST" })).status).toBe(403);
    expect((await as("manager", "/admin/customers/2000000/export", { method: "POST" })).status).toBe(404);
    expect((await as("manager", "/admin/customers/abc/export", { method: "POST" })).status).toBe(404);
  });
});

describe("the customer pages", () => {
  it("lists and shows customers to support, in the member's language, and refuses an editor", async () => {
    const { customerId, email } = await signUpCustomer(shop, { firstName: "Pippi", lastName: "Långstrump" });
    const list = await as("support", `/admin/customers?search=${encodeURIComponent(email)}`);
    expect(list.status).toBe(200);
    const listHtml = await list.text();
    expect(listHtml).toContain("Pippi Långstrump");
    expect(listHtml).toContain("1–1 of 1");
    const detail = await as("support", `/admin/customers/${customerId}`);
    const detailHtml = await detail.text();
    expect(detailHtml).toContain("Export personal data (JSON)");
    // Support reads customers but may not change them: the page offers no such action.
    expect(detailHtml).not.toContain("Erase customer");
    expect((await as("editor", "/admin/customers")).status).toBe(403);
    expect((await as("editor", `/admin/customers/${customerId}`)).status).toBe(403);
    expect((await as("support", "/admin/customers?page=0")).status).toBe(400);
  });

  it("lets a manager deactivate a customer, and answers support's attempt with 403", async () => {
    const { customerId } = await signUpCustomer(shop);
    const deactivate = (role: StaffRole) =>
      as(role, `/admin/customers/${customerId}`, {
        method: "POST",
        body: new URLSearchParams({ intent: "deactivate" }),
      });
    expect((await deactivate("support")).status).toBe(403);
    expect((await deactivate("manager")).status).toBe(200);
    const [row] = await shop.database.db.select().from(customers).where(eq(customers.id, customerId));
    expect(row!.isActive).toBe(false);
  });
});

describe("the dashboard", () => {
  it("shows the figures to support and greets an editor instead", async () => {
    const dashboard = await (await as("support", "/admin/")).text();
    expect(dashboard).toContain("Sales");
    expect(dashboard).toContain("Low stock");
    const greeting = await as("editor", "/admin/");
    expect(greeting.status).toBe(200);
    const html = await greeting.text();
    expect(html).toContain("Welcome, editor");
    expect(html).not.toContain("Low stock");
  });
});
