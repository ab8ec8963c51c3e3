import { describe, expect, it } from "vitest";
import { listMailTo } from "#commerce/modules/mail/index.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";

const shop = withDemoShop();

describe("signUpCustomer", () => {
  it.each([
    ["sv-SE", "flow.sv@example.se", "Börja handla https://shop.example/"],
    ["en-GB", "flow.en@example.se", "Start shopping https://shop.example/en-GB"],
  ] as const)(
    "welcomes a %s customer with a link to the shop's home page in their language",
    async (locale, email, link) => {
      const created = await shop.commerce.signUpCustomer({
        email,
        password: "a long enough password",
        firstName: "Flo",
        lastName: "Flow",
        acceptDataProtection: true,
        acceptTerms: true,
        locale,
        clientAddress: `198.51.100.${locale === "sv-SE" ? 61 : 62}`,
        shopOrigin: "https://shop.example",
      });
      expect(created.email).toBe(email);
      const [welcome, ...others] = await listMailTo(shop.database.db, email);
      expect(others).toEqual([]);
      expect(welcome).toMatchObject({ template: "welcome", locale });
      expect(welcome!.textBody).toContain(link);
    },
  );
});
