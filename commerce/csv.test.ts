import { describe, expect, it } from "vitest";
import { toCsv } from "./csv.ts";

const body = (csv: string) => csv.replace(/^\uFEFF/, "");

describe("CSV", () => {
  it("starts with a byte order mark and ends every line with CRLF", () => {
    const csv = toCsv(["a", "b"], [["1", "2"]]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(body(csv)).toBe("a,b\r\n1,2\r\n");
  });

  it("quotes cells with commas, quotes or line breaks, doubling the quotes", () => {
    expect(body(toCsv(["x"], [["Svensson, Anna"], ['say "hej"'], ["two\nlines"], ["cr\rhere"]]))).toBe(
      'x\r\n"Svensson, Anna"\r\n"say ""hej"""\r\n"two\nlines"\r\n"cr\rhere"\r\n',
    );
  });

  it("writes text a spreadsheet would run as a formula as text", () => {
    const cells = ["=1+2", "+46 70 123", "-2+3", "@SUM(A1)", "\tTAB", '=HYPERLINK("http://x","y")'];
    expect(
      body(
        toCsv(
          ["x"],
          cells.map((cell) => [cell]),
        ),
      ),
    ).toBe(
      [
        "x",
        `"'=1+2"`,
        `"'+46 70 123"`,
        `"'-2+3"`,
        `"'@SUM(A1)"`,
        `"'\tTAB"`,
        `"'=HYPERLINK(""http://x"",""y"")"`,
        "",
      ].join("\r\n"),
    );
  });

  it("leaves numbers as numbers (a negative one too), dates as ISO 8601, empty cells empty, and plain text bare", () => {
    expect(
      body(toCsv(["n", "d", "e", "t"], [[-120, new Date("2030-01-02T03:04:05.000Z"), null, "åäö@example.se"]])),
    ).toBe("n,d,e,t\r\n-120,2030-01-02T03:04:05.000Z,,åäö@example.se\r\n");
  });
});
