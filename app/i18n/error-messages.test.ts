import { describe, expect, it } from "vitest";
import { problem } from "#commerce/error-codes.ts";
import { everyProblem } from "#tests/fixtures/error-samples.ts";
import { errorMessageKeys, messageOfProblem } from "./error-messages.ts";
import { svSE } from "./messages/sv-SE.ts";
import { createTranslator, resolveMessages } from "./translate.ts";

const translators = {
  "sv-SE": createTranslator(resolveMessages("sv-SE"), "sv-SE"),
  "en-GB": createTranslator(resolveMessages("en-GB"), "en-GB"),
};

describe("engine error codes in the shopper's language", () => {
  it.each(everyProblem.map((each) => [each.code, each] as const))(
    "says %s in Swedish and British English, every placeholder filled",
    (_code, each) => {
      const { key, params } = messageOfProblem(each);
      for (const t of Object.values(translators)) {
        const said = t(key, params);
        expect(said.trim()).not.toBe("");
        expect(said).not.toMatch(/\{\w+\}/);
      }
    },
  );

  it("has its own Swedish for every error message, not the English fallback", () => {
    for (const key of new Set(Object.values(errorMessageKeys))) expect(svSE[key], key).toBeTruthy();
  });

  it("fills in the parameters a message needs", () => {
    const onlyLeft = messageOfProblem(problem("only_left", { count: 3 }));
    expect(translators["sv-SE"](onlyLeft.key, onlyLeft.params)).toBe("Bara 3 kvar i lager");
    const tooShort = messageOfProblem(problem("too_short", { min: 8 }));
    expect(translators["en-GB"](tooShort.key, tooShort.params)).toBe("This field should be at least 8 characters long");
  });
});
