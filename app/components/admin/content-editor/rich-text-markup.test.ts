import { describe, expect, it } from "vitest";
import type { RichTextDocument, RichTextNode } from "#commerce/modules/content/browser.ts";
import { markupOfRichText, richTextOfMarkup } from "./rich-text-markup.ts";

type Mark = "bold" | "italic" | { href: string };

const text = (value: string, ...marks: Mark[]): RichTextNode => {
  const shaped = marks.map((mark) =>
    typeof mark === "string" ? { type: mark } : { type: "link", attrs: { href: mark.href, linktype: "url" } },
  );
  return shaped.length ? { type: "text", text: value, marks: shaped } : { type: "text", text: value };
};
const paragraph = (...content: RichTextNode[]): RichTextNode => ({ type: "paragraph", content });
const heading = (level: number, ...content: RichTextNode[]): RichTextNode => ({
  type: "heading",
  attrs: { level },
  content,
});
const item = (...content: RichTextNode[]): RichTextNode => ({ type: "list_item", content: [paragraph(...content)] });
const bullets = (...items: RichTextNode[]): RichTextNode => ({ type: "bullet_list", content: items });
const numbered = (...items: RichTextNode[]): RichTextNode => ({ type: "ordered_list", content: items });
const doc = (...content: RichTextNode[]): RichTextDocument => ({ type: "doc", content });
const lineBreak: RichTextNode = { type: "hard_break" };
const read = (markup: string) => richTextOfMarkup(markup).document;

describe("the rich text markup", () => {
  it("reads bold, italic and both, Markdown's way", () => {
    expect(read("Vi har **varma jackor** och *mjuka* mössor.")).toEqual(
      doc(
        paragraph(
          text("Vi har "),
          text("varma jackor", "bold"),
          text(" och "),
          text("mjuka", "italic"),
          text(" mössor."),
        ),
      ),
    );
    expect(read("***Rea*** nu")).toEqual(doc(paragraph(text("Rea", "bold", "italic"), text(" nu"))));
    expect(read("**fet *och kursiv* text**")).toEqual(
      doc(paragraph(text("fet ", "bold"), text("och kursiv", "bold", "italic"), text(" text", "bold"))),
    );
    expect(read("*kursiv **och fet***")).toEqual(
      doc(paragraph(text("kursiv ", "italic"), text("och fet", "bold", "italic"))),
    );
    // A delimiter opens only before a non-space and closes only after one; unclosed ones stay text.
    expect(read("2 * 3 * 4 och a ** b **")).toEqual(doc(paragraph(text("2 * 3 * 4 och a ** b **"))));
    expect(read("**inte stängd och *inte heller")).toEqual(doc(paragraph(text("**inte stängd och *inte heller"))));
    expect(read("****")).toEqual(doc(paragraph(text("****"))));
  });

  it("reads links in the shape the storefront renders (attrs.href, linktype url), with marks inside and around", () => {
    expect(read("Se [våra jackor](/category/dam) och [oss](https://example.com/om?a=1).")).toEqual(
      doc(
        paragraph(
          text("Se "),
          text("våra jackor", { href: "/category/dam" }),
          text(" och "),
          text("oss", { href: "https://example.com/om?a=1" }),
          text("."),
        ),
      ),
    );
    expect(read("[Mejla](mailto:hej@butik.se) eller [ring](tel:+46701234567)")).toEqual(
      doc(
        paragraph(
          text("Mejla", { href: "mailto:hej@butik.se" }),
          text(" eller "),
          text("ring", { href: "tel:+46701234567" }),
        ),
      ),
    );
    expect(read("[**Rea** nu](/rea) och **[fet](/fet)**")).toEqual(
      doc(
        paragraph(
          text("Rea", "bold", { href: "/rea" }),
          text(" nu", { href: "/rea" }),
          text(" och "),
          text("fet", "bold", { href: "/fet" }),
        ),
      ),
    );
    expect(read("[a \\) b](/x\\(1\\))")).toEqual(doc(paragraph(text("a ) b", { href: "/x(1)" }))));
    // Not a link: no address, a space in it, a link inside a link's text (the inner one is).
    expect(read("[tom]() [halv](/x och [a [b](/b)](/a)")).toEqual(
      doc(paragraph(text("[tom]() [halv](/x och [a "), text("b", { href: "/b" }), text("](/a)"))),
    );
  });

  it("keeps a link to anything but a path, http(s), mailto or tel as the text typed, and says which", () => {
    for (const href of ["javascript:alert(1)", "data:text/html,hej", "//evil.example", "/\\evil.example", "ftp://x"]) {
      const typed = `Klicka [här](${href}) nu`;
      const { document, refusedLinks } = richTextOfMarkup(typed);
      expect(refusedLinks, href).toEqual([href]);
      const texts = document.content.flatMap((node) => node.content ?? []);
      expect(
        texts.some((node) => node.marks?.length),
        href,
      ).toBe(false);
      expect(texts.map((node) => node.text).join(""), href).toBe(typed);
    }
    expect(richTextOfMarkup("[a](/ok) [b](JavaScript:x) [c](JavaScript:x)").refusedLinks).toEqual(["JavaScript:x"]);
    expect(richTextOfMarkup("[a](/ok)").refusedLinks).toEqual([]);
  });

  it("reads headings, bullet and numbered lists, paragraphs and line breaks", () => {
    const markup = [
      "## Vinter",
      "### Jackor",
      "#### Dun",
      "Första raden\nandra raden",
      "- ett\n- **två**\n  fortsätter",
      "1. först\n2. sedan",
      "# inte en rubrik",
    ].join("\n\n");
    expect(read(markup)).toEqual(
      doc(
        heading(2, text("Vinter")),
        heading(3, text("Jackor")),
        heading(4, text("Dun")),
        paragraph(text("Första raden"), lineBreak, text("andra raden")),
        bullets(item(text("ett")), item(text("två", "bold"), lineBreak, text("fortsätter"))),
        numbered(item(text("först")), item(text("sedan"))),
        paragraph(text("# inte en rubrik")),
      ),
    );
    // A heading or list item needs no blank line before it.
    expect(read("Text\n## Rubrik\n- punkt\nmer text")).toEqual(
      doc(
        paragraph(text("Text")),
        heading(2, text("Rubrik")),
        bullets(item(text("punkt"))),
        paragraph(text("mer text")),
      ),
    );
    expect(read("  \n\n ")).toEqual(doc());
  });

  it("writes marks, links, headings and lists back out, so editing keeps them", () => {
    const document = doc(
      heading(2, text("Rea "), text("nu", "italic")),
      paragraph(
        text("Vi har "),
        text("varma", "bold"),
        text(" "),
        text("jackor", "bold", "italic"),
        text(" och "),
        text("mössor", { href: "/category/mossor" }),
        lineBreak,
        text("Ring "),
        text("oss", "bold", { href: "tel:+4670" }),
        text("."),
      ),
      bullets(item(text("ett")), item(text("två", "italic"), lineBreak, text("tre"))),
      numbered(item(text("först")), item(text("sedan"))),
    );
    const markup = markupOfRichText(document);
    expect(markup).toBe(
      [
        "## Rea *nu*",
        "Vi har **varma** ***jackor*** och [mössor](/category/mossor)\nRing [**oss**](tel:+4670).",
        "- ett\n- *två*\n  tre",
        "1. först\n2. sedan",
      ].join("\n\n"),
    );
    expect(read(markup)).toEqual(document);
  });

  it("writes neighbours sharing a mark inside one pair of delimiters, spaces outside them", () => {
    const document = doc(
      paragraph(text("fet ", "bold"), text("och kursiv", "bold", "italic"), text(" text", "bold"), text(" slut")),
    );
    expect(markupOfRichText(document)).toBe("**fet *och kursiv* text** slut");
    expect(read(markupOfRichText(document))).toEqual(document);
    // Spaces at a mark's edges move out of it: the same text, the same words marked.
    expect(markupOfRichText(doc(paragraph(text("Rea ", "bold"), text("nu"))))).toBe("**Rea** nu");
    expect(markupOfRichText(doc(paragraph(text("a"), text(" ", "bold"), text("b"))))).toBe("a b");
    expect(markupOfRichText(doc(paragraph(text("fet", "bold"), text("kursiv", "italic"))))).toBe("**fet***kursiv*");
    expect(read("**fet***kursiv*")).toEqual(doc(paragraph(text("fet", "bold"), text("kursiv", "italic"))));
    expect(read("*kursiv***fet**")).toEqual(doc(paragraph(text("kursiv", "italic"), text("fet", "bold"))));
  });

  it("escapes what would read as markup, and reads a backslash before punctuation as that character", () => {
    const literal = doc(
      paragraph(text("5 * 3 = 15, *stjärna*, [hakar] och \\ "), text("**", "bold"), text(" C:\\temp")),
      paragraph(text("fet C:\\", "bold"), text(" och "), text("kursiv \\", "italic")),
      paragraph(text("## inte rubrik"), lineBreak, text("- inte punkt"), lineBreak, text("1. inte nummer")),
      paragraph(text(" - inte heller")),
    );
    const markup = markupOfRichText(literal);
    expect(markup).toBe(
      [
        "5 \\* 3 = 15, \\*stjärna\\*, \\[hakar\\] och \\\\ **\\*\\*** C:\\\\temp",
        "**fet C:\\\\** och *kursiv \\\\*",
        "\\## inte rubrik\n\\- inte punkt\n1\\. inte nummer",
        " \\- inte heller",
      ].join("\n\n"),
    );
    // The paragraph's leading space is lost, as a textarea line's is; nothing else is.
    expect(read(markup)).toEqual(doc(...literal.content.slice(0, 3), paragraph(text("- inte heller"))));
    expect(read("\\*inte kursiv\\* och C:\\temp")).toEqual(doc(paragraph(text("*inte kursiv* och C:\\temp"))));
  });

  it("reads a document from elsewhere: other marks and blocks as their text, heading levels within 2 to 4", () => {
    const storyblok = doc(
      heading(1, text("Ett")),
      heading(6, text("Sex")),
      { type: "blockquote", content: [paragraph(text("Citat")), paragraph(text("två", "bold"))] },
      { type: "horizontal_rule" },
      paragraph(
        { type: "text", text: "understruken", marks: [{ type: "underline" }, { type: "bold" }] },
        { type: "text", text: "länk", marks: [{ type: "link", attrs: { href: "/a", target: "_blank", uuid: null } }] },
      ),
      paragraph(),
    );
    expect(markupOfRichText(storyblok)).toBe("## Ett\n\n#### Sex\n\nCitat\n**två**\n\n**understruken**[länk](/a)");
    expect(markupOfRichText(undefined)).toBe("");
    expect(markupOfRichText({ type: "doc", content: [] })).toBe("");
  });

  it("keeps every text and every marked character through a write and a read of random documents", () => {
    let seed = 17;
    const random = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % below;
    };
    const pieces = ["a", "ord", " ", "*", "**", "[", "]", "(", ")", "\\", "#", "-", "1.", "å", "x y", "_"];
    const hrefs = ["/a", "https://example.com/(x)", "mailto:a@b.se", "tel:+46"];
    const randomText = (): RichTextNode => {
      const value = Array.from({ length: 1 + random(4) }, () => pieces[random(pieces.length)]).join("");
      const marks: Mark[] = [];
      if (random(2)) marks.push("bold");
      if (random(2)) marks.push("italic");
      if (random(3) === 0) marks.push({ href: hrefs[random(hrefs.length)]! });
      return text(value, ...marks);
    };
    const inlineNodes = () => Array.from({ length: 1 + random(6) }, () => (random(8) === 0 ? lineBreak : randomText()));
    /** Each character with its marks; spaces only by themselves, since they may move out of a mark. */
    const characters = (nodes: readonly RichTextNode[]) =>
      nodes.flatMap((node) =>
        [...(node.type === "hard_break" ? "\n" : node.text!)].map((char) =>
          /\s/.test(char) ? char : `${char}${JSON.stringify(node.marks ?? [])}`,
        ),
      );
    for (let round = 0; round < 400; round += 1) {
      const nodes = inlineNodes();
      const markup = markupOfRichText(doc(paragraph(...nodes)));
      const { document, refusedLinks } = richTextOfMarkup(markup);
      expect(refusedLinks).toEqual([]);
      const expected = characters(nodes)
        .join("")
        .replace(/^\s+|\s+$/g, "");
      const readBack = document.content.map((node) => characters(node.content ?? []).join("")).join("\n");
      // A line's outer spaces are dropped; a line break with nothing but spaces around it ends the paragraph.
      expect(readBack.replace(/[ \t]*\n[ \t]*/g, "\n"), markup).toBe(
        expected.replace(/[ \t]*\n[ \t]*/g, "\n").replace(/\n{2,}/g, "\n"),
      );
      // Written again, the markup is what was read, once blank lines have split paragraphs.
      const again = markupOfRichText(document);
      expect(markupOfRichText(read(again)), markup).toBe(again);
    }
  });

  it("reads long texts of unclosed delimiters and links in time that grows about linearly", () => {
    for (const unit of ["**a *b [c ", "*a ", "[a **b ", "*a **b *a **b ", "[a](x(", "\\*a *", "*a **b [c](/d) *e "]) {
      const markup = unit.repeat(Math.ceil(40_000 / unit.length));
      const started = performance.now();
      expect(read(markup).content).toHaveLength(1);
      // Quadratic reading takes tens of seconds here; linear, a few hundred milliseconds.
      expect(performance.now() - started, unit).toBeLessThan(3000);
    }
  });
});
