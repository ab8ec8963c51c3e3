import { describe, expect, it } from "vitest";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { expectDomainError, problemsByField } from "#tests/fixtures/domain-error.ts";
import { problem } from "#commerce/error-codes.ts";

const shop = withDemoShop();
const home = {
  firstName: "Astrid",
  lastName: "Lindqvist",
  streetAddress: "Sankt Eriksgatan 63",
  zipCode: "112 34",
  city: "Stockholm",
  country: "se",
};

async function newCustomer(email: string) {
  return (
    await shop.commerce.accounts.signUp({
      email,
      password: "a long enough password",
      firstName: "A",
      lastName: "B",
      acceptDataProtection: true,
      acceptTerms: true,
      locale: "sv-SE",
      clientAddress: email,
    })
  ).customerId;
}

describe("the address book", () => {
  it("adds, edits, defaults and deletes addresses; the first of a type is the default", async () => {
    const customerId = await newCustomer("addresses@example.se");
    const first = await shop.commerce.accounts.addAddress(customerId, "shipping", home);
    expect(first).toMatchObject({ isDefault: true, country: "SE", type: "shipping" });
    const second = await shop.commerce.accounts.addAddress(
      customerId,
      "shipping",
      { ...home, streetAddress: "Drottninggatan 1" },
      true,
    );
    expect(
      (await shop.commerce.accounts.listAddresses(customerId)).map((address) => [
        address.streetAddress,
        address.isDefault,
      ]),
    ).toEqual([
      ["Drottninggatan 1", true],
      ["Sankt Eriksgatan 63", false],
    ]);
    const edited = await shop.commerce.accounts.updateAddress(customerId, first.id, { ...home, company: "Butik AB" });
    expect(edited.company).toBe("Butik AB");
    await shop.commerce.accounts.deleteAddress(customerId, second.id);
    expect((await shop.commerce.accounts.listAddresses(customerId)).map((address) => address.isDefault)).toEqual([
      true,
    ]);
  });

  it("refuses a bad address with field messages, and never shows or changes another customer's", async () => {
    const owner = await newCustomer("owner@example.se");
    const other = await newCustomer("other@example.se");
    const address = await shop.commerce.accounts.addAddress(owner, "billing", home);
    const bad = await expectDomainError(
      shop.commerce.accounts.addAddress(owner, "billing", { ...home, city: "", zipCode: "" }),
    );
    expect(bad.code).toBe("address_not_updated");
    expect(problemsByField(bad)).toEqual({ city: problem("required"), zipCode: problem("required") });
    expect((await expectDomainError(shop.commerce.accounts.getAddress(other, address.id))).kind).toBe("not_found");
    expect(
      (await expectDomainError(shop.commerce.accounts.updateAddress(other, address.id, { ...home, city: "Malmö" })))
        .kind,
    ).toBe("not_found");
    expect((await expectDomainError(shop.commerce.accounts.deleteAddress(other, address.id))).kind).toBe("not_found");
    expect((await shop.commerce.accounts.getAddress(owner, address.id)).city).toBe("Stockholm");
  });
});
