import { describe, expect, it } from "vitest";
import { everyProblem } from "#tests/fixtures/error-samples.ts";
import { problem } from "./error-codes.ts";
import { describeInEnglish } from "./error-english.ts";

describe("error codes in SPEC §8's English", () => {
  it.each(everyProblem.map((each) => [each.code, each] as const))(
    "says %s as a sentence with its parameters filled in",
    (_code, each) => {
      const english = describeInEnglish(each);
      expect(english.trim()).not.toBe("");
      expect(english).not.toMatch(/undefined|\[object|\{\w+\}/);
    },
  );

  it("says SPEC §5 and §8's messages word for word", () => {
    expect(describeInEnglish(problem("required"))).toBe("Value is required");
    expect(describeInEnglish(problem("invalid_email"))).toBe("Value is not a valid email address");
    expect(describeInEnglish(problem("too_short", { min: 8 }))).toBe("This field should be at least 8 characters long");
    expect(describeInEnglish(problem("too_long", { max: 254 }))).toBe("The maximum length allowed is 254");
    expect(describeInEnglish(problem("email_registered"))).toBe("Email already registered");
    expect(describeInEnglish(problem("username_taken"))).toBe("Please choose a different username");
    expect(describeInEnglish(problem("could_not_create_account"))).toBe("Could not create your account");
    expect(describeInEnglish(problem("invalid_credentials"))).toBe("Invalid username and/or password");
    expect(describeInEnglish(problem("account_deactivated"))).toBe("This account is deactivated. Please activate it.");
    expect(describeInEnglish(problem("user_not_found_by_email"))).toBe("Could not get user by email");
    expect(describeInEnglish(problem("token_expired"))).toBe("Token Expired");
    expect(describeInEnglish(problem("personal_data_not_updated"))).toBe("We could not update your personal data");
    expect(describeInEnglish(problem("address_not_updated"))).toBe("The address was not updated");
    expect(describeInEnglish(problem("cannot_delete"))).toBe("Cannot delete");
    expect(describeInEnglish(problem("currency_not_found"))).toBe("Currency not found");
  });

  it("says the back office's refusals in words of their own, naming the setting at stake", () => {
    expect(describeInEnglish(problem("two_factor_already_on"))).toBe("Two-factor sign-in is already on");
    expect(describeInEnglish(problem("check_invite"))).toBe("Check the invite");
    expect(describeInEnglish(problem("unknown_role"))).toBe("Choose a role");
    expect(describeInEnglish(problem("check_setting", { setting: "branding" }))).toBe("Check the branding setting");
    expect(describeInEnglish(problem("check_outbox_filter"))).toBe("Check the outbox filter");
  });

  it("names the product short of stock only when there is more than one", () => {
    expect(describeInEnglish(problem("only_left", { count: 2 }))).toBe("Only 2 left in stock");
    expect(describeInEnglish(problem("only_left", { count: 2, name: "Kånken" }))).toBe(
      "Only 2 of Kånken left in stock",
    );
    expect(describeInEnglish(problem("out_of_stock"))).toBe("This item is out of stock");
    expect(describeInEnglish(problem("out_of_stock", { name: "Kånken" }))).toBe("Kånken is out of stock");
  });
});
