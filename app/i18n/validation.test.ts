import { describe, expect, it } from "vitest";
import { checkFieldValue } from "./validation.ts";

describe("SPEC §5 field rules", () => {
  it("checks required, email, minimum and maximum length, in that order", () => {
    expect(checkFieldValue("  ", { required: true, email: true })).toEqual({ key: "validation.required" });
    expect(checkFieldValue("", { email: true })).toBeUndefined();
    expect(checkFieldValue("anna@", { required: true, email: true, minLength: 20 })).toEqual({
      key: "validation.email",
    });
    expect(checkFieldValue("a", { minLength: 2 })).toEqual({ key: "validation.minLength", params: { min: 2 } });
    expect(checkFieldValue("abcdef", { maxLength: 5 })).toEqual({ key: "validation.maxLength", params: { max: 5 } });
    expect(
      checkFieldValue("anna@butik.se", { required: true, email: true, minLength: 2, maxLength: 40 }),
    ).toBeUndefined();
  });
});
