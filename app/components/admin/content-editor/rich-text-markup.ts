import type { RichTextDocument, RichTextNode } from "#commerce/modules/content/browser.ts";

/** A node's text, its marks (bold, links) left out. */
function plainText(node: RichTextNode): string {
  return node.text ?? (node.content ?? []).map(plainText).join("");
}

const headingPrefix = (level: unknown) => "#".repeat(level === 3 ? 3 : 2);

/**
 * A rich text document as the editor's light markup: paragraphs separated by blank lines, "## " and
 * "### " headings, "- " list items. Marks are not written, so editing the text drops them.
 */
export function markupOfRichText(document: unknown): string {
  const content = (document as RichTextDocument | undefined)?.content ?? [];
  return content
    .map((node) => {
      if (node.type === "heading") return `${headingPrefix(node.attrs?.level)} ${plainText(node)}`;
      if (node.type === "bullet_list" || node.type === "ordered_list")
        return (node.content ?? []).map((item) => `- ${plainText(item)}`).join("\n");
      return plainText(node);
    })
    .join("\n\n");
}

const inline = (text: string): RichTextNode[] => (text ? [{ type: "text", text }] : []);

/** The markup back as a document; an empty text is a document without content (which a required field refuses). */
export function richTextOfMarkup(markup: string): RichTextDocument {
  const content = markup
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk): RichTextNode => {
      const lines = chunk.split("\n").map((line) => line.trim());
      const heading = /^(#{2,3}) (.*)$/.exec(lines[0]!);
      if (heading && lines.length === 1)
        return { type: "heading", attrs: { level: heading[1]!.length }, content: inline(heading[2]!) };
      if (lines.every((line) => line.startsWith("- ")))
        return {
          type: "bullet_list",
          content: lines.map((line) => ({
            type: "list_item",
            content: [{ type: "paragraph", content: inline(line.slice(2)) }],
          })),
        };
      return { type: "paragraph", content: inline(lines.join(" ")) };
    });
  return { type: "doc", content };
}
