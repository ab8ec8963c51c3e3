import { describe, expect, it } from "vitest";
import { decodeBase32, encodeBase32, matchTotpStep, totpCode, totpStepAt } from "./totp.ts";

// RFC 6238 appendix B's SHA-1 key and times; apps show the last six of its eight digits.
const rfcSecret = encodeBase32(Buffer.from("12345678901234567890"));
const rfcVectors: [seconds: number, code: string][] = [
  [59, "287082"],
  [1111111109, "081804"],
  [1111111111, "050471"],
  [1234567890, "005924"],
  [2000000000, "279037"],
];

describe("TOTP", () => {
  it.each(rfcVectors)("gives RFC 6238's code at %i s", (seconds, code) => {
    expect(totpCode(rfcSecret, totpStepAt(new Date(seconds * 1000)))).toBe(code);
  });

  it("round-trips base32", () => {
    expect(decodeBase32(rfcSecret).toString()).toBe("12345678901234567890");
    expect(rfcSecret).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
  });

  it("accepts the step either side, not two away, and nothing at or before the last accepted step", () => {
    const now = new Date(1111111111 * 1000);
    const step = totpStepAt(now);
    expect(matchTotpStep(rfcSecret, totpCode(rfcSecret, step - 1), now, null)).toBe(step - 1);
    expect(matchTotpStep(rfcSecret, totpCode(rfcSecret, step + 1), now, null)).toBe(step + 1);
    expect(matchTotpStep(rfcSecret, totpCode(rfcSecret, step + 2), now, null)).toBeNull();
    expect(matchTotpStep(rfcSecret, totpCode(rfcSecret, step), now, step)).toBeNull();
    expect(matchTotpStep(rfcSecret, "050 471", now, step - 1)).toBe(step);
  });
});
