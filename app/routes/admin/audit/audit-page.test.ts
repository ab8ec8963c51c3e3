import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { demoOwner } from "#commerce/db/seed/demo-staff.ts";
import { auditEntries } from "#commerce/modules/audit/schema.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { signInStaff } from "#tests/fixtures/staff-sign-in.ts";
import { withStorefrontServer } from "#tests/fixtures/storefront-server.ts";

const shop = withDemoShop();
const server = withStorefrontServer(shop);
let cookie = "";
const probes = 120;

/** The page as the demo owner (Swedish) sees it. */
const page = async (path: string) => {
  const answer = await fetch(server.url(path), { headers: { cookie }, redirect: "manual" });
  expect(answer.status).toBe(200);
  return answer.text();
};
/** The Pager's link to the newer (`prev`) or older (`next`) page, as a browser would follow it. */
const linkOf = (html: string, rel: "prev" | "next") =>
  new RegExp(`<a [^>]*rel="${rel}"[^>]*>`)
    .exec(html)?.[0]
    .match(/href="([^"]*)"/)?.[1]
    ?.replaceAll("&amp;", "&");
/** The probes the page's table lists (the page's data for hydration names them too). */
const probesOn = (html: string) =>
  [...html.slice(html.indexOf("<table"), html.indexOf("</table>")).matchAll(/probe-(\d+)/g)].map((match) =>
    Number(match[1]),
  );

beforeAll(async () => {
  cookie = await signInStaff(server, demoOwner.email, demoOwner.password);
  const byTheOwner = { staffEmail: demoOwner.email, subjectKind: "order" };
  // Three probes at each time, each trio a microsecond before the one written before it.
  await shop.database.db.insert(auditEntries).values(
    Array.from({ length: probes }, (_, index) => ({
      ...byTheOwner,
      action: "order.note",
      subjectId: `probe-${index}`,
      createdAt: sql`timestamptz '2026-03-01 10:00:00+00' - ${Math.floor(index / 3)} * interval '1 microsecond'`,
    })),
  );
  await shop.database.db.insert(auditEntries).values([
    {
      ...byTheOwner,
      action: "order.accept",
      subjectId: "1001",
      before: { status: "processing" },
      after: { status: "accepted" },
    },
    {
      ...byTheOwner,
      action: "staff.role_change",
      subjectKind: "staff_member",
      subjectId: "7",
      before: { role: "manager", twoFactorEnabled: false },
      after: { role: "owner", twoFactorEnabled: true },
    },
  ]);
});

describe("the audit log's pages", () => {
  it("go back three pages and forward again through the same entries, none twice or skipped", async () => {
    // Newest first: each trio shares its time, so the later id comes first within it.
    const expected = Array.from({ length: probes }, (_, index) => index - (index % 3) + 2 - (index % 3));
    const back = [await page("/admin/audit?action=order.note")];
    expect(linkOf(back[0]!, "prev")).toBeUndefined();
    for (let next = linkOf(back[0]!, "next"); next; next = linkOf(back.at(-1)!, "next")) {
      expect(next).toContain("action=order.note");
      back.push(await page(next));
    }
    expect(back.map(probesOn)).toEqual([expected.slice(0, 50), expected.slice(50, 100), expected.slice(100)]);
    const forward = [back.at(-1)!];
    for (let newer = linkOf(forward[0]!, "prev"); newer; newer = linkOf(forward.at(-1)!, "prev"))
      forward.push(await page(newer));
    expect(forward.map(probesOn)).toEqual(back.map(probesOn).reverse());
  });

  it("names each changed field and its coded values in the member's language", async () => {
    const html = (await page("/admin/audit?subjectKind=staff_member")).replaceAll("<!-- -->", "");
    expect(html).toMatch(/<dt[^>]*>Roll<\/dt><dd[^>]*><del[^>]*>Chef<\/del> → <ins[^>]*>Ägare<\/ins>/);
    expect(html).toMatch(/<dt[^>]*>Tvåstegsinloggning<\/dt><dd[^>]*><del[^>]*>Nej<\/del> → <ins[^>]*>Ja<\/ins>/);
    const order = (await page("/admin/audit?action=order.accept")).replaceAll("<!-- -->", "");
    expect(order).toMatch(/<dt[^>]*>Status<\/dt><dd[^>]*><del[^>]*>Behandlas<\/del> → <ins[^>]*>Godkänd<\/ins>/);
  });
});
