import { describe, expect, it } from "vitest";
import { applyFormat, type Format } from "./rich-text-format.ts";
import { richTextOfMarkup } from "./rich-text-markup.ts";

/** Applies a format to the part of `marked` between | and |, or at a lone |, and shows the result the same way. */
function format(marked: string, kind: Format): string {
  const from = marked.indexOf("|");
  const second = marked.indexOf("|", from + 1);
  const to = second === -1 ? from : second - 1;
  const text = marked.replaceAll("|", "");
  const edit = applyFormat(text, from, to, kind, "link text");
  const { start, end } = edit;
  return start === end
    ? `${edit.text.slice(0, start)}|${edit.text.slice(start)}`
    : `${edit.text.slice(0, start)}|${edit.text.slice(start, end)}|${edit.text.slice(end)}`;
}

describe("the rich text toolbar", () => {
  it("wraps the selected words in bold or italic, keeping them selected, and unwraps them on a second press", () => {
    expect(format("Varma |jackor| nu", "bold")).toBe("Varma **|jackor|** nu");
    expect(format("Varma **|jackor|** nu", "bold")).toBe("Varma |jackor| nu");
    expect(format("Varma |jackor| nu", "italic")).toBe("Varma *|jackor|* nu");
    expect(format("Varma *|jackor|* nu", "italic")).toBe("Varma |jackor| nu");
    // Bold and italic together, each taken off by its own button.
    expect(format("Varma **|jackor|** nu", "italic")).toBe("Varma ***|jackor|*** nu");
    expect(format("Varma ***|jackor|*** nu", "italic")).toBe("Varma **|jackor|** nu");
    expect(format("Varma ***|jackor|*** nu", "bold")).toBe("Varma *|jackor|* nu");
    // The stars selected with the words count too.
    expect(format("Varma |**jackor**| nu", "bold")).toBe("Varma |jackor| nu");
    expect(format("Varma |*jackor*| nu", "bold")).toBe("Varma **|*jackor*|** nu");
  });

  it("keeps the selection's outer spaces outside the stars, so the markup reads as bold", () => {
    expect(format("Varma| jackor |nu", "bold")).toBe("Varma **|jackor|** nu");
    const edited = format("Varma| jackor |nu", "bold").replaceAll("|", "");
    expect(richTextOfMarkup(edited).document.content[0]!.content![1]).toEqual({
      type: "text",
      text: "jackor",
      marks: [{ type: "bold" }],
    });
  });

  it("puts the caret between the stars when nothing is selected", () => {
    expect(format("Varma |", "bold")).toBe("Varma **|**");
    expect(format("|", "italic")).toBe("*|*");
  });

  it("wraps each line's text in a selection of several lines, after its heading or list marker", () => {
    expect(format("|## Rubrik\n- ett\n\n1. två\n  tre\nslut|", "bold")).toBe(
      "|## **Rubrik**\n- **ett**\n\n1. **två**\n  **tre**\n**slut**|",
    );
    expect(format("före\n|ett\ntvå\n|efter", "italic")).toBe("före\n|*ett*\n*två*|\nefter");
  });

  it("makes the selection a link's text with its address selected, or a placeholder text selected", () => {
    expect(format("Se |jackorna| här", "link")).toBe("Se [jackorna](|https://|) här");
    expect(format("Se |", "link")).toBe("Se [|link text|](https://)");
  });
});
