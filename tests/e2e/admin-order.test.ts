import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { demoOwner } from "#commerce/db/seed/demo-staff.ts";
import { expectNoSeriousViolations } from "./axe.ts";
import { addProductToBag, texts } from "./bag-journey.ts";
import { acceptInviteInEnglish, inviteFromStaffPage, signInToBackOffice } from "./back-office.ts";
import { withBrowser } from "./browser.ts";
import { linkIn, withMailingShop } from "./mailing-shop.ts";

const shop = withMailingShop();
const session = withBrowser(() => shop.origin);

const shopper = { email: "karin.berg@example.se", password: "karins-eget-losenord" };
const support = { name: "Sam Support", email: "sam@butik.test", password: "sams-own-password" };
const tracking = { number: "00370712345678901", url: "https://tracking.postnord.com/se/?id=00370712345678901" };

/**
 * The shopper signs up in Swedish (a guest has no order page to come back to) and buys two of one
 * product by card; returns the order and the product's name.
 */
async function signUpAndBuyTwo(page: Page) {
  await page.goto("/login?view=signup");
  await page.getByLabel("E-post").fill(shopper.email);
  await page.getByLabel("Lösenord (minst 8 tecken)").fill(shopper.password);
  await page.getByLabel("Förnamn").fill("Karin");
  await page.getByLabel("Efternamn").fill("Berg");
  await page.getByLabel("Jag har läst informationen om dataskydd").check();
  await page.getByLabel("Jag godkänner de allmänna villkoren").check();
  await page.getByRole("button", { name: "Skapa konto" }).click();
  await page.waitForURL((url) => url.pathname === "/account");

  const product = await addProductToBag(page, "sv-SE", "dam", 0);
  await page.getByRole("button", { name: texts["sv-SE"].add }).click();
  await page.getByTestId("bag-count").filter({ hasText: /^2$/ }).waitFor();
  await page.goto("/checkout");
  await page.getByLabel("Gatuadress", { exact: true }).fill("Kungsgatan 12");
  await page.getByLabel("Postnummer", { exact: true }).fill("411 19");
  await page.getByLabel("Ort", { exact: true }).fill("Göteborg");
  await page.getByLabel("Kortnummer").fill("4242 4242 4242 4242");
  await page.getByLabel("Giltig till").fill("12/30");
  await page.getByLabel("Säkerhetskod").fill("123");
  await page.getByRole("button", { name: /^Betala/ }).click();
  await page.getByRole("heading", { level: 1, name: "Tack för din beställning!" }).waitFor();
  const number = (await page.getByTestId("order-number").textContent())!.replace("Ordernummer ", "");
  const id = new URL(page.url()).pathname.split("/").at(-1)!;
  return { id, number, product };
}

describe("an order handled in the back office, with its mail really sent, in Chromium", () => {
  let order: Awaited<ReturnType<typeof signUpAndBuyTwo>>;
  let storefront: Page;
  let owner: Page;

  it("is found by its number, accepted and shipped by the owner; the confirmation and the shipped mail arrive", async () => {
    storefront = await (await session.newContext("sv-SE")).newPage();
    order = await signUpAndBuyTwo(storefront);
    const confirmation = await shop.mailTo(shopper.email, `Tack för din beställning ${order.number}`);
    expect(confirmation.text).toContain(order.product);

    // The owner (Swedish) finds the order by its number and works it through.
    owner = await (await session.newContext("sv-SE")).newPage();
    await signInToBackOffice(owner, "sv-SE", demoOwner);
    await owner.getByRole("heading", { level: 1, name: "Översikt" }).waitFor();
    await expectNoSeriousViolations(owner);
    await owner.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Ordrar" }).click();
    await owner.getByLabel("Sök", { exact: true }).fill(order.number);
    await owner.getByRole("button", { name: "Filtrera" }).click();
    await owner.waitForURL((url) => url.searchParams.get("q") === order.number);
    await expectNoSeriousViolations(owner);
    await owner.getByRole("link", { name: `Order ${order.number}` }).click();
    await owner.getByRole("heading", { level: 1, name: `Order ${order.number}` }).waitFor();

    await owner.getByRole("button", { name: "Godkänn order" }).click();
    await owner.getByRole("status").getByText("Ordern är godkänd.").waitFor();
    await owner.getByLabel("Transportör", { exact: true }).selectOption("postnord");
    await owner.getByLabel("Spårningsnummer", { exact: true }).fill(tracking.number);
    await owner.getByRole("button", { name: "Slutför order" }).click();
    await owner.getByRole("status").getByText("Ordern är slutförd och kunden har mejlats spårningslänken.").waitFor();
    const shipped = await shop.mailTo(shopper.email, `Din beställning ${order.number} är på väg`);
    expect(linkIn(shipped, /postnord/).href).toBe(tracking.url);
  });

  it("is partly refunded by the owner, and the shopper sees it all in their account", async () => {
    // One of the two items back; the refund by line names it in the mail.
    await owner.getByRole("spinbutton", { name: order.product }).fill("1");
    await owner.getByLabel("Anledning", { exact: true }).fill("Fel storlek");
    await owner.getByRole("button", { name: "Återbetala", exact: true }).click();
    await owner
      .getByRole("status")
      .getByText(/ är återbetalt\.$/)
      .waitFor();
    await expectNoSeriousViolations(owner);
    const refunded = await shop.mailTo(shopper.email, `Återbetalning för din beställning ${order.number}`);
    expect(refunded.text).toContain(`1 × ${order.product}`);

    // The shopper's own order page: completed, the parcel's link, the refund with its item.
    await storefront.goto(`/account/order/${order.id}`);
    await storefront.getByRole("heading", { level: 1, name: `Order ${order.number}` }).waitFor();
    await storefront.getByText("Slutförd", { exact: true }).first().waitFor();
    const trackLink = storefront.getByRole("link", { name: "Spåra ditt paket hos PostNord" });
    expect(await trackLink.getAttribute("href")).toBe(tracking.url);
    await storefront.getByTestId("order-refunds").getByText(`1 × ${order.product}`).waitFor();
    await expectNoSeriousViolations(storefront);
    await storefront.context().close();
  });

  it("lets a support member refund the rest, but not accept or complete another order", async () => {
    // The owner invites a support member, who works in English and refunds what remains of the order.
    const link = await inviteFromStaffPage(owner, shop, { ...support, role: "support", locale: "en-GB" });
    const supportContext = await session.newContext("en-GB");
    const member = await supportContext.newPage();
    await acceptInviteInEnglish(member, link, support.password);
    await signInToBackOffice(member, "en-GB", support);
    await member.goto(`/admin/orders/${order.id}`);
    await member.getByRole("heading", { level: 1, name: `Order ${order.number}` }).waitFor();
    // Everything that remains goes back only once the dialog is confirmed, by keyboard: it opens on
    // Cancel, and Escape closes it with nothing refunded.
    await member.getByLabel(/^Everything that remains/).check();
    const refundEverything = member.getByRole("button", { name: "Refund everything" });
    const dialog = member.getByRole("dialog", { name: new RegExp(`^Refund .+ on order ${order.number}\\?$`) });
    await refundEverything.press("Enter");
    await dialog.waitFor();
    expect(
      await dialog.getByRole("button", { name: "Cancel" }).evaluate((button) => button === document.activeElement),
    ).toBe(true);
    await member.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await refundEverything.press("Enter");
    await dialog.getByLabel("Reason").fill("Returned in full");
    await dialog.getByRole("button", { name: /^Refund / }).press("Enter");
    await member
      .getByRole("status")
      .getByText(/ is refunded\.$/)
      .waitFor();
    await member.getByText("Everything captured has been refunded.").waitFor();
    await expectNoSeriousViolations(member);
    await shop.mailTo(shopper.email, `Återbetalning för din beställning ${order.number}`, 2);

    // Another order, still processing: no buttons to move it on, and a forged post is refused.
    await member.goto("/admin/orders?status=processing");
    await expectNoSeriousViolations(member);
    await member
      .getByRole("link", { name: /^Order \d+$/ })
      .first()
      .click();
    await member.getByText("Your role may read this order, write notes and refund.").waitFor();
    for (const action of ["Accept order", "Complete order"])
      expect(await member.getByRole("button", { name: action }).count(), action).toBe(0);
    await expectNoSeriousViolations(member);
    const forged = await member.evaluate(async () => {
      const post = (fields: Record<string, string>) =>
        fetch(location.pathname, { method: "POST", body: new URLSearchParams(fields) }).then((answer) => answer.status);
      return [
        await post({ intent: "accept" }),
        await post({ intent: "complete", carrier: "postnord", trackingNumber: "1" }),
      ];
    });
    expect(forged).toEqual([403, 403]);
    await member.reload();
    await member.getByRole("main").getByText("Processing", { exact: true }).waitFor();

    await supportContext.close();
    await owner.context().close();
  });
});
