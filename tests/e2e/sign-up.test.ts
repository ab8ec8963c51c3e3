import { describe, expect, it } from "vitest";
import { demoCustomer } from "#commerce/db/seed/demo-shop.ts";
import { withBrowser } from "./browser.ts";

const session = withBrowser();

describe("signing up and forgetting a password, end to end in Chromium", () => {
  it("signs up in Swedish with SPEC's messages, refuses a registered email, and lands in the account", async () => {
    const context = await session.newContext("sv-SE");
    const page = await context.newPage();
    await page.goto("/login");
    await page
      .getByRole("navigation", { name: "Logga in eller skapa ett konto" })
      .getByRole("link", { name: "Skapa konto" })
      .click();
    await page.getByRole("heading", { level: 1, name: "Skapa ett konto" }).waitFor();

    await page.getByRole("button", { name: "Skapa konto" }).click();
    await page.getByText("Värde krävs").first().waitFor();
    expect(await page.getByText("Värde krävs").count()).toBe(5);

    await page.getByLabel("E-post").fill(demoCustomer.email);
    await page.getByLabel("Lösenord (minst 8 tecken)").fill("kort");
    await page.getByLabel("Förnamn").fill("Selma");
    await page.getByLabel("Efternamn").fill("Lagerlöf");
    await page.getByLabel("Jag har läst informationen om dataskydd").check();
    await page.getByLabel("Jag godkänner de allmänna villkoren").check();
    await page.getByRole("button", { name: "Skapa konto" }).click();
    await page.getByText("Fältet måste vara minst 8 tecken långt").waitFor();

    await page.getByLabel("Lösenord (minst 8 tecken)").fill("ett tillräckligt långt lösenord");
    await page.getByLabel("Jag har läst informationen om dataskydd").check();
    await page.getByLabel("Jag godkänner de allmänna villkoren").check();
    await page.getByRole("button", { name: "Skapa konto" }).click();
    await page.getByText("E-postadressen är redan registrerad").first().waitFor();

    await page.getByLabel("E-post").fill("selma@example.se");
    await page.getByLabel("Lösenord (minst 8 tecken)").fill("ett tillräckligt långt lösenord");
    await page.getByLabel("Jag har läst informationen om dataskydd").check();
    await page.getByLabel("Jag godkänner de allmänna villkoren").check();
    await page.getByRole("button", { name: "Skapa konto" }).click();
    await page.waitForURL((url) => url.pathname === "/account");
    await page.getByText("Hej Selma!").waitFor();
    await context.close();
  });

  it("answers a forgotten password the same way for any email, and refuses a bad reset link", async () => {
    const context = await session.newContext("en-GB");
    const page = await context.newPage();
    await page.goto("/en-GB/login?view=forgot");
    await page.getByLabel("Email").fill("nobody-here@example.se");
    await page.getByRole("button", { name: "Send the link" }).click();
    await page
      .getByRole("status")
      .getByText("If there is an account for that email, a link is on its way.", { exact: false })
      .waitFor();

    // A link that is no good says so on arrival, before a password is typed, and leads to a new one.
    const response = await page.goto("/en-GB/login/reset?token=not-a-real-token-at-all-0000");
    expect(response?.status()).toBe(403);
    await page.getByRole("alert").getByText("Token Expired").waitFor();
    expect(await page.getByLabel("New password (at least 8 characters)").count()).toBe(0);
    await page.getByRole("link", { name: "Ask for a new link" }).click();
    await page.getByRole("button", { name: "Send the link" }).waitFor();
    await context.close();
  });
});
