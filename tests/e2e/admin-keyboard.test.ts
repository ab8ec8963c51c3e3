import type { Locator, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoOwner } from "#commerce/db/seed/demo-staff.ts";
import { withBrowser } from "./browser.ts";
import { chooseOption, pressOn, tabTo, typeInto } from "./keyboard.ts";
import { withMailingShop } from "./mailing-shop.ts";

// A shop of the file's own: the journeys move categories, reorder sizes and rename the shop.
const shop = withMailingShop();
const session = withBrowser(() => shop.origin);

/** A picture drawn here, since nothing may come from the internet. */
const picture = (green: number) =>
  sharp({ create: { width: 400, height: 500, channels: 3, background: { r: 40, g: green, b: 60 } } })
    .png()
    .toBuffer();

/** The notice a form answers with (a status when it worked). */
const notice = (page: Page, text: string | RegExp) => page.getByRole("status").filter({ hasText: text }).waitFor();

/**
 * Presses Space on a file field and hands the file chooser it opens a file, as the system's dialog
 * would. Once more if no chooser opened: right after an upload the page may draw its form anew
 * (the field emptied) between the focus reaching the field and the key, and the key then lands on
 * no field (one run in the whole suite on a busy machine).
 */
async function chooseFile(page: Page, field: Locator, name: string, buffer: Buffer): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await tabTo(page, field);
    const chooser = page.waitForEvent("filechooser", { timeout: 5_000 }).catch((error: unknown) => {
      if (attempt === 3) throw error;
      return undefined;
    });
    await page.keyboard.press("Space");
    const opened = await chooser;
    if (opened) return opened.setFiles({ name, mimeType: "image/png", buffer });
  }
}

/**
 * Chromium's headless date and time fields take month, day, year and 12-hour times whatever the
 * page's language: a keyboard user types what the field shows, segment by segment.
 */
async function typeTime(page: Page, field: Locator, time: string): Promise<void> {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  await tabTo(page, field);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  await page.keyboard.type(
    `${String(twelve).padStart(2, "0")}${String(minutes).padStart(2, "0")}${hours < 12 ? "A" : "P"}`,
  );
}

async function typeDate(page: Page, field: Locator, day: string): Promise<void> {
  const [year, month, date] = day.split("-") as [string, string, string];
  await tabTo(page, field);
  await page.keyboard.type(`${month}${date}${year}`);
}

let page: Page;

/** Waits until React has hydrated the page's main part: the grid, dialogs and uploads are script's. */
async function hydrated(): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
}

/** Loads the page again, to see what was saved (and to go on from there by keyboard). */
async function reload(): Promise<void> {
  await page.reload();
  await hydrated();
}

/** Opens a back-office page and follows its skip link by keyboard, so Tab goes on from the page's main part. */
async function open(path: string): Promise<void> {
  await page.goto(path);
  await hydrated();
  await pressOn(page, page.getByRole("link", { name: "Skip to content" }));
}

beforeAll(async () => {
  const context = await session.newContext("en-GB");
  page = await context.newPage();
  // Signing in and choosing the back office's language, by keyboard as well.
  await page.goto("/admin/login");
  await hydrated();
  await typeInto(page, page.getByLabel("Email", { exact: true }), demoOwner.email);
  await typeInto(page, page.getByLabel("Password", { exact: true }), demoOwner.password);
  await page.keyboard.press("Enter");
  await page.waitForURL((url) => url.pathname !== "/admin/login");
  await pressOn(page, page.getByRole("button", { name: "English" }));
  await page.getByRole("button", { name: "English", pressed: true }).waitFor();
});

afterAll(() => page?.context().close());

describe("every back-office form works by keyboard alone, in Chromium", () => {
  let productPath: string;

  it("product editor (texts, category, a flag, VAT, price, published) and the variants grid by spreadsheet keys", async () => {
    await open("/admin/catalogue/new");
    await typeInto(page, page.getByRole("group", { name: "Swedish" }).getByLabel("Name"), "Tangentjacka");
    await typeInto(page, page.getByRole("group", { name: "English" }).getByLabel("Name"), "Keyboard Jacket");
    await typeInto(
      page,
      page.getByRole("group", { name: "English" }).getByLabel("Short description"),
      "Made without a mouse.",
    );
    await chooseOption(page, page.getByLabel("Category", { exact: true }), /^Women › .*Winter jackets$/);
    await pressOn(page, page.getByRole("group", { name: "Flags" }).getByLabel("New", { exact: true }), "Space");
    await chooseOption(page, page.getByLabel("VAT rate"), "12 % (food, hotels)");
    await typeInto(page, page.getByLabel("Price incl. VAT (SEK)", { exact: true }), "1500");
    await pressOn(page, page.getByLabel("Published in the shop"), "Space");
    await pressOn(page, page.getByRole("button", { name: "Create product" }));
    await page.waitForURL((url) => /^\/admin\/catalogue\/\d+$/.test(url.pathname));
    productPath = new URL(page.url()).pathname;
    await reload();
    expect(await page.getByRole("group", { name: "English" }).getByLabel("Name").inputValue()).toBe("Keyboard Jacket");
    expect(
      await page.getByLabel("Category", { exact: true }).evaluate((s: HTMLSelectElement) => s.selectedOptions[0]!.text),
    ).toMatch(/Winter jackets$/);
    expect(await page.getByRole("group", { name: "Flags" }).getByLabel("New", { exact: true }).isChecked()).toBe(true);
    expect(await page.getByLabel("VAT rate").inputValue()).toBe("1200");
    expect(await page.getByLabel("Published in the shop").isChecked()).toBe(true);

    // Variants: two colours × two sizes added with Space, then stock typed into the grid as in a spreadsheet.
    await open(`${productPath}/variants`);
    for (const value of ["Black", "White", "S", "M"])
      await pressOn(page, page.getByLabel(value, { exact: true }), "Space");
    await pressOn(page, page.getByRole("button", { name: "Add the combinations" }));
    await notice(page, "4 variants added (0 combinations were there already).");
    const grid = page.getByRole("grid");
    const cell = (row: number, column: number) => grid.locator("tbody tr").nth(row).locator("th, td").nth(column);
    const input = (row: number, column: number) => cell(row, column).locator("input:not([type=hidden])");
    // Tab reaches the grid once, on its first cell; arrows move, Enter edits, Enter keeps and moves down.
    await tabTo(page, cell(0, 0));
    for (let step = 0; step < 6; step += 1) await page.keyboard.press("ArrowRight");
    await expect.poll(() => cell(0, 6).evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await page.keyboard.type("7");
    await page.keyboard.press("Enter");
    // Typing on a cell starts editing it with what is typed.
    await page.keyboard.type("5");
    await page.keyboard.press("Enter");
    // Escape puts a cell back as it was.
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.type("9");
    await page.keyboard.press("Escape");
    expect(await input(2, 5).inputValue()).toBe("");
    // Space turns On sale off on the third row.
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("Space");
    expect(await input(2, 4).isChecked()).toBe(false);
    await pressOn(page, page.getByRole("button", { name: "Save changes" }));
    await notice(page, "The variants are saved: 1 variants and 2 stock cells changed.");
    await reload();
    expect(await input(0, 6).inputValue()).toBe("7");
    expect(await input(1, 6).inputValue()).toBe("5");
    expect(await input(2, 4).isChecked()).toBe(false);
  });

  it("pictures (uploaded from the file field, alt text, order), a bulk price change and a stock adjustment", async () => {
    await open(`${productPath}/pictures`);
    for (const [name, green] of [
      ["front.png", 90],
      ["back.png", 140],
    ] as const) {
      await chooseFile(page, page.getByLabel("Picture file"), name, await picture(green));
      await pressOn(page, page.getByRole("button", { name: "Upload" }));
      await page.getByText(`${name} was added.`).waitFor();
    }
    const first = page.getByRole("article", { name: "Picture 1 of 2" });
    await first.waitFor();
    await typeInto(page, first.getByLabel("Alt text in English"), "Green jacket, front");
    await pressOn(page, first.getByRole("button", { name: "Save picture" }));
    await notice(page, "The picture was saved.");
    await pressOn(
      page,
      page.getByRole("article", { name: "Picture 1 of 2" }).getByRole("button", { name: "Move down" }),
    );
    await notice(page, "The picture is now number 2.");
    // The focus follows the moved picture.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Picture 2 of 2");
    await reload();
    expect(
      await page.getByRole("article", { name: "Picture 2 of 2" }).getByLabel("Alt text in English").inputValue(),
    ).toBe("Green jacket, front");

    // Bulk price change: the product found by search, chosen with Space, its price lowered by 10 %.
    await open("/admin/catalogue");
    await typeInto(page, page.getByLabel("Search", { exact: true }), "Keyboard Jacket");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.searchParams.has("q"));
    await pressOn(page, page.getByLabel("Select Keyboard Jacket"), "Space");
    await chooseOption(page, page.getByLabel("Action", { exact: true }), "Change the price");
    await chooseOption(page, page.getByLabel("Direction", { exact: true }), "Lower");
    await chooseOption(page, page.getByLabel("Change by", { exact: true }), "Percentage");
    await typeInto(page, page.getByLabel("By", { exact: true }), "10");
    await pressOn(page, page.getByRole("form", { name: "Bulk actions" }).getByRole("button", { name: "Apply" }));
    await notice(page, /1 of 1 selected/);
    await reload();
    await page
      .getByRole("row", { name: /Keyboard Jacket/ })
      .getByText(/1,350/)
      .waitFor();

    // Stock: a variant's adjust link, then 4 added at the central warehouse with a reason.
    await open(`${productPath}/stock`);
    const adjust = page.getByRole("link", { name: /^Adjust / }).first();
    await pressOn(page, adjust);
    await page.waitForURL((url) => url.searchParams.has("variant"));
    await chooseOption(page, page.getByLabel("Change", { exact: true }), "Add or subtract");
    await typeInto(page, page.getByLabel("Quantity", { exact: true }), "4");
    await chooseOption(page, page.getByLabel("Reason", { exact: true }), "Received");
    await typeInto(page, page.getByLabel("Note", { exact: true }), "Delivery by keyboard");
    await pressOn(page, page.getByRole("button", { name: "Save the stock" }));
    await notice(page, /: 7 → 11\.$/);
  });

  it("category tree: added, moved up, into the category above, to the top level, deleted", async () => {
    await open("/admin/catalogue/categories");
    const tree = page.getByRole("navigation", { name: "Category tree" });
    const topLevel = () => tree.locator(":scope > ul > li > div a").allTextContents();
    await typeInto(page, page.getByLabel("Name in Swedish"), "Tangentbord");
    await typeInto(page, page.getByLabel("Name in English"), "Keyboards");
    await page.keyboard.press("Enter");
    await notice(page, "Keyboards was added.");
    await tree.getByRole("link", { name: "Keyboards" }).waitFor();
    const before = await topLevel();
    expect(before.at(-1)).toBe("Keyboards");
    await pressOn(page, tree.getByRole("link", { name: "Keyboards" }));
    await page.waitForURL((url) => url.searchParams.has("category"));
    const moveUp = page.getByRole("button", { name: "Move up", exact: true });
    await pressOn(page, moveUp);
    await notice(page, "The category was moved.");
    // The button keeps the focus through the post, so the category can be moved on.
    expect(await moveUp.evaluate((button) => button === document.activeElement)).toBe(true);
    await expect.poll(async () => (await topLevel()).slice(-2)).toEqual(["Keyboards", before.at(-2)]);
    await pressOn(page, page.getByRole("button", { name: "Move into the category above" }));
    await notice(page, "The category was moved.");
    const above = before.at(-3)!;
    await tree
      .locator("li", { has: page.getByRole("link", { name: above, exact: true }) })
      .locator("ul")
      .getByRole("link", { name: "Keyboards" })
      .waitFor();
    await chooseOption(page, page.getByLabel("Parent category"), "Top level");
    await pressOn(page, page.getByRole("button", { name: "Move here" }));
    await notice(page, "The category was moved.");
    await expect.poll(async () => (await topLevel()).at(-1)).toBe("Keyboards");
    // Deleting asks first: the dialog opens on Cancel, Escape closes it, Enter on Delete confirms.
    await pressOn(page, page.getByRole("button", { name: "Delete category" }));
    const dialog = page.getByRole("dialog", { name: "Delete Keyboards?" });
    await dialog.waitFor();
    expect(await dialog.getByRole("button", { name: "Cancel" }).evaluate((b) => b === document.activeElement)).toBe(
      true,
    );
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await pressOn(page, page.getByRole("button", { name: "Delete category" }));
    await pressOn(page, dialog.getByRole("button", { name: "Delete", exact: true }));
    await notice(page, "The category was deleted.");
    await expect.poll(() => tree.getByRole("link", { name: "Keyboards" }).count()).toBe(0);
  });

  it("vocabularies: a brand added and deleted, a flag renamed, a colour and a size added, the size moved up", async () => {
    await open("/admin/catalogue/vocabularies");
    await typeInto(page, page.getByRole("region", { name: "Add a brand" }).getByLabel("Name"), "Tangent");
    await page.keyboard.press("Enter");
    await notice(page, "Tangent added.");
    // The form starts empty again after adding; the new brand's row is above it.
    await tabTo(page, page.getByRole("button", { name: "Delete Tangent" }), { backwards: true });
    await page.keyboard.press("Enter");
    await notice(page, "Tangent deleted.");
    await typeInto(page, page.getByLabel("English name of Sale", { exact: true }), "Sale now");
    await page.keyboard.press("Enter");
    await notice(page, "Sale now saved.");
    // The section links lead past the long tables: the colour form ends just before Sizes.
    const sections = page.getByRole("navigation", { name: "Sections" });
    await tabTo(page, sections.getByRole("link", { name: "Sizes" }), { backwards: true });
    await page.keyboard.press("Enter");
    const addColour = page.getByRole("region", { name: "Add a colour" });
    await tabTo(page, addColour.getByLabel("Swedish name"), { backwards: true });
    await page.keyboard.type("Mintgrön");
    await typeInto(page, addColour.getByLabel("English name"), "Mint");
    await typeInto(page, addColour.getByLabel("Swatch"), "#98e0b0");
    await page.keyboard.press("Enter");
    await notice(page, "Mint added.");
    // The size form is the page's last: Shift+Tab from the top of the page comes round to it.
    await reload();
    const addSize = page.getByRole("region", { name: "Add a size" });
    await tabTo(page, addSize.getByLabel("Swedish name"), { backwards: true });
    await page.keyboard.type("3XL");
    await typeInto(page, addSize.getByLabel("English name"), "3XL");
    await pressOn(page, addSize.getByRole("button", { name: "Add" }));
    await notice(page, "3XL added.");
    await tabTo(page, page.getByRole("button", { name: "Move up: 3XL" }), { backwards: true });
    await page.keyboard.press("Enter");
    await notice(page, "3XL moved.");
    // The focus stays with the row it moved, so it can go on moving.
    await expect
      .poll(() =>
        page.getByRole("button", { name: "Move up: 3XL" }).evaluate((button) => button === document.activeElement),
      )
      .toBe(true);
    await page.keyboard.press("Enter");
    const sizeNames = () =>
      page
        .getByRole("table", { name: "Sizes" })
        .locator("tbody th input[lang=en-GB]")
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    await expect.poll(async () => (await sizeNames()).indexOf("3XL")).toBe((await sizeNames()).length - 3);
    await reload();
    expect((await sizeNames()).indexOf("3XL")).toBe((await sizeNames()).length - 3);
    expect(await page.getByLabel("English name of Sale now", { exact: true }).inputValue()).toBe("Sale now");
    expect(await page.getByLabel("Swatch of Mint", { exact: true }).inputValue()).toBe("#98e0b0");
  });

  it("store editor: texts, address, typed coordinates, opening hours, then a dated exception", async () => {
    await open("/admin/stores/new");
    await typeInto(page, page.getByLabel("Code", { exact: true }), "TANG-1");
    await typeInto(page, page.getByLabel("Name in Swedish"), "Tangentbutiken");
    await typeInto(page, page.getByLabel("Name in English"), "The Keyboard Store");
    await typeInto(page, page.getByLabel("Street address"), "Tangentgatan 1");
    await typeInto(page, page.getByLabel("Postcode"), "753 20");
    await typeInto(page, page.getByLabel("City", { exact: true }), "Uppsala");
    await typeInto(page, page.getByLabel("Latitude"), "59.8586");
    await typeInto(page, page.getByLabel("Longitude"), "17.6389");
    await page.getByTestId("store-position-pin").waitFor();
    await typeInto(page, page.getByLabel("Phone", { exact: true }), "018-12 34 56");
    await typeInto(page, page.getByLabel("Email", { exact: true }), "uppsala@butik.test");
    const weekdays = page.getByRole("group", { name: "Monday to Friday" });
    await typeTime(page, weekdays.getByLabel("Opens"), "09:30");
    await typeTime(page, weekdays.getByLabel("Closes"), "18:00");
    await pressOn(page, page.getByRole("button", { name: "Add store" }));
    await page.waitForURL((url) => /^\/admin\/stores\/\d+$/.test(url.pathname));
    await reload();
    expect(await page.getByLabel("Latitude").inputValue()).toBe("59.8586");
    expect(await page.getByLabel("Longitude").inputValue()).toBe("17.6389");
    expect(await weekdays.getByLabel("Opens").inputValue()).toBe("09:30");
    expect(await weekdays.getByLabel("Closes").inputValue()).toBe("18:00");

    const exception = page.getByRole("form", { name: "Add or change a date" });
    await typeDate(page, exception.getByLabel("Date"), "2030-12-24");
    await typeTime(page, exception.getByLabel("Opens"), "10:00");
    await typeTime(page, exception.getByLabel("Closes"), "14:00");
    await typeInto(page, exception.getByLabel("Note for staff"), "Christmas Eve");
    await pressOn(page, exception.getByRole("button", { name: "Save date" }));
    await notice(page, /^Hours for .+ saved\.$/);
    await reload();
    await page.getByRole("row", { name: /2030/ }).getByText("10:00–14:00").waitFor();
  });

  it("content editor: a page created, blocks added, moved and removed, saved", async () => {
    await open("/admin/content/new");
    await typeInto(page, page.getByLabel("Name", { exact: true }), "Tangentsidan");
    await typeInto(page, page.getByLabel("Address", { exact: true }), "tangentsidan");
    await chooseOption(page, page.getByLabel("Built on"), "Page");
    await pressOn(page, page.getByRole("button", { name: "Create page" }));
    await page.waitForURL((url) => /^\/admin\/content\/\d+$/.test(url.pathname));
    const blockOf = (component: string) =>
      page.getByRole("article").filter({ has: page.getByRole("heading", { name: `${component} block` }) });
    const addBlock = async (component: string) => {
      await chooseOption(page, page.getByLabel("Block to add to Body"), component);
      await pressOn(page, page.getByRole("button", { name: "Add to Body" }));
      // The focus goes to the new block, so its fields come next with Tab.
      await expect
        .poll(() =>
          blockOf(component)
            .getByRole("heading")
            .evaluate((heading) => heading === document.activeElement),
        )
        .toBe(true);
      return blockOf(component);
    };
    await typeInto(page, (await addBlock("Teaser")).getByLabel("Headline"), "Skriv utan mus");
    await typeInto(page, (await addBlock("Hero")).getByLabel("Title", { exact: true }), "Tangentbord först");
    const button = await addBlock("Button");
    await typeInto(page, button.getByLabel("Label", { exact: true }), "Till jackorna");
    await typeInto(page, button.getByLabel("Link", { exact: true }), "/category/dam");
    await pressOn(page, button.getByRole("button", { name: "Move up" }));
    await page.getByText("Button moved.").waitFor();
    await pressOn(page, blockOf("Hero").getByRole("button", { name: "Remove" }));
    await page.getByText("Hero removed.").waitFor();
    await pressOn(page, page.getByRole("button", { name: "Save draft and preview" }));
    await notice(page, "Draft saved; the preview shows it.");
    await reload();
    const headings = page.getByRole("article").getByRole("heading", { level: 4 });
    expect(await headings.allTextContents()).toEqual(["Teaser block", "Button block"]);
    expect(await blockOf("Teaser").getByLabel("Headline").inputValue()).toBe("Skriv utan mus");
  });

  it("staff invite and role, the mail it sent sent again, a customer's actions", async () => {
    await open("/admin/staff");
    const invite = page.locator("section", { has: page.getByRole("heading", { name: "Invite a staff member" }) });
    await typeInto(page, invite.getByLabel("Name"), "Tina Tangent");
    await typeInto(page, invite.getByLabel("Email"), "tina@butik.test");
    await chooseOption(page, invite.getByLabel("Role"), "Editor");
    await chooseOption(page, invite.getByLabel("Language"), "English");
    await pressOn(page, invite.getByRole("button", { name: "Send invite" }));
    await notice(page, "Invite sent to tina@butik.test.");
    await chooseOption(page, page.getByLabel("Role of Tina Tangent"), "Support");
    await pressOn(page, page.getByRole("button", { name: "Change role: Tina Tangent" }));
    await notice(page, /^Tina Tangent is now /);

    // The outbox: filtered by recipient, the invite opened and sent again.
    await open("/admin/mail");
    await typeInto(page, page.getByLabel("Recipient"), "tina@butik.test");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.searchParams.get("recipient") === "tina@butik.test");
    await pressOn(page, page.getByRole("table").getByRole("link").first());
    await page.waitForURL((url) => /^\/admin\/mail\/\d+$/.test(url.pathname));
    await pressOn(page, page.getByRole("button", { name: "Send again" }));
    await notice(page, "A copy is queued.");

    // A customer: exported, deactivated and activated again; erasing asks first and Escape backs out.
    await open("/admin/customers");
    await typeInto(page, page.getByLabel("Search", { exact: true }), "demo@butik.se");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.searchParams.has("search"));
    await pressOn(page, page.getByRole("link", { name: "Astrid Lindqvist" }));
    await page.getByRole("heading", { level: 1, name: /Astrid Lindqvist/ }).waitFor();
    const download = page.waitForEvent("download");
    await pressOn(page, page.getByRole("button", { name: "Export personal data (JSON)" }));
    expect((await download).suggestedFilename()).toMatch(/\.json$/);
    await pressOn(page, page.getByRole("button", { name: "Deactivate" }));
    await notice(page, "The customer is deactivated and signed out.");
    // The button that did it keeps the focus, now offering the way back.
    const activate = page.getByRole("button", { name: "Activate", exact: true });
    expect(await activate.evaluate((button) => button === document.activeElement)).toBe(true);
    await pressOn(page, activate);
    await notice(page, "The customer can sign in again.");
    await pressOn(page, page.getByRole("button", { name: "Erase customer" }));
    const erase = page.getByRole("dialog", { name: /^Erase / });
    await erase.waitFor();
    await page.keyboard.press("Escape");
    await erase.waitFor({ state: "hidden" });
  });

  it("order actions (accept, a note, complete) and settings", async () => {
    // The demo customer's order in processing.
    await open("/admin/orders?status=processing");
    await pressOn(page, page.getByRole("link", { name: /^Order / }).first());
    await page.getByRole("heading", { level: 1, name: /^Order / }).waitFor();
    await pressOn(page, page.getByRole("button", { name: "Accept order" }));
    await page.getByText("The order is accepted.").waitFor();
    await typeInto(page, page.getByLabel("New note"), "Packed by keyboard");
    await pressOn(page, page.getByRole("button", { name: "Add note" }));
    await page.getByText("Packed by keyboard").waitFor();
    await chooseOption(page, page.getByLabel("Carrier", { exact: true }), "PostNord");
    await typeInto(page, page.getByLabel("Tracking number"), "00370712345678902");
    await pressOn(page, page.getByRole("button", { name: "Complete order" }));
    await page.getByText("The order is completed and the shopper is mailed the tracking link.").waitFor();

    // Settings: the shop's name, shown in the back office's header after a reload.
    await open("/admin/settings");
    await typeInto(page, page.getByLabel("Shop name"), "Tangentbutiken");
    await pressOn(page, page.getByRole("button", { name: "Save", exact: true }).first());
    await notice(page, "Saved.");
    await reload();
    await page.getByRole("banner").getByText("Tangentbutiken").waitFor();
  });
});
