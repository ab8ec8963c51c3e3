import { describe, expect, it } from "vitest";
import { demoOwner } from "#commerce/db/seed/demo-staff.ts";
import { expectNoSeriousViolations } from "./axe.ts";
import { acceptInviteInEnglish, inviteFromStaffPage, signInToBackOffice } from "./back-office.ts";
import { withBrowser } from "./browser.ts";
import { withMailingShop } from "./mailing-shop.ts";

const shop = withMailingShop();
const session = withBrowser(() => shop.origin);

const support = { name: "Sam Support", email: "sam@butik.test", password: "sams-own-password" };

describe("staff invites through real mail, in Chromium", () => {
  it("an owner invites a support member, who joins by the mailed link and is kept out of staff, audit and settings", async () => {
    const ownerContext = await session.newContext("sv-SE");
    const owner = await ownerContext.newPage();
    await owner.goto("/admin/login");
    await owner.getByRole("heading", { level: 1, name: "Logga in i administrationen" }).waitFor();
    await expectNoSeriousViolations(owner);
    await signInToBackOffice(owner, "sv-SE", demoOwner);
    const link = await inviteFromStaffPage(owner, shop, { ...support, role: "support", locale: "en-GB" });
    await owner.getByRole("rowheader", { name: support.name }).waitFor();
    await expectNoSeriousViolations(owner);

    // The member's own browser: nothing shared with the owner's.
    const memberContext = await session.newContext("en-GB");
    const member = await memberContext.newPage();
    await acceptInviteInEnglish(member, link, support.password);
    await signInToBackOffice(member, "en-GB", support);
    await member.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    await expectNoSeriousViolations(member);

    const nav = member.getByRole("navigation", { name: "Back office" });
    for (const area of ["Orders", "Customers"]) await nav.getByRole("link", { name: area }).waitFor();
    for (const area of ["Staff", "Audit log", "Settings", "Mail", "Catalogue"])
      expect(await nav.getByRole("link", { name: area }).count(), area).toBe(0);

    // Typed into the address bar all the same: the page is refused, in the member's language.
    for (const path of ["/admin/staff", "/admin/audit", "/admin/settings", "/admin/catalogue"]) {
      const response = await member.goto(path);
      expect(response?.status(), path).toBe(403);
      await member.getByRole("heading", { level: 1, name: "Not allowed" }).waitFor();
    }
    await expectNoSeriousViolations(member);

    // The link was for one use only.
    await member.goto(link.href);
    await member.getByText("This invite has been used or has expired.").waitFor();
    await expectNoSeriousViolations(member);

    // The owner's list now shows the member as active.
    await owner.reload();
    await owner
      .getByRole("row", { name: new RegExp(support.name) })
      .getByText("Aktiv", { exact: true })
      .waitFor();
    // The owner's menu has the catalogue the member's lacks, and its product list opens from it.
    await owner.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Katalog" }).click();
    await owner.getByRole("heading", { level: 1, name: "Produkter" }).waitFor();
    await owner.getByRole("search", { name: "Filtrera produkter" }).getByLabel("Lager").waitFor();
    await expectNoSeriousViolations(owner);
    await ownerContext.close();
    await memberContext.close();
  });
});
