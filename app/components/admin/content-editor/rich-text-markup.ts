import type { RichTextDocument, RichTextNode } from "#commerce/modules/content/browser.ts";
import { parseInline, writeInline } from "./rich-text-inline.ts";

/**
 * The editor's light markup for a rich text document, Markdown-like: paragraphs separated by blank
 * lines (a single line break is a hard break), "## " to "#### " headings, "- " and "1. " list items
 * (an indented line continues an item), and inline **bold**, *italic* and [text](url) links.
 */

const headingPattern = /^(#{2,4}) (.*)$/;
const itemPattern = /^(- |\d+\. )(.*)$/;
const isInline = (node: RichTextNode) => node.type === "text" || node.type === "hard_break";

/** The inline nodes of a node; blocks inside it (a list item's paragraphs, a quote's) are joined by hard breaks. */
function inlineOf(node: RichTextNode): RichTextNode[] {
  if (isInline(node)) return [node];
  return (node.content ?? []).flatMap((child, index) => [
    ...(index > 0 && !isInline(child) ? [{ type: "hard_break" }] : []),
    ...inlineOf(child),
  ]);
}

/** A paragraph's markup; a line that would read as a heading or a list item gets a backslash that keeps it text. */
function writeParagraph(node: RichTextNode): string {
  return (
    writeInline(inlineOf(node), "\n")
      .split("\n")
      // Lines are read without their leading spaces, so a line starting " - " is escaped too.
      .map((line) => line.replace(/^(\s*)(#{2,4} |- )/, "$1\\$2").replace(/^(\s*\d+)\. /, "$1\\. "))
      .join("\n")
  );
}

function writeList(node: RichTextNode): string {
  return (node.content ?? [])
    .map((item, index) => {
      const marker = node.type === "ordered_list" ? `${index + 1}. ` : "- ";
      return marker + writeInline(inlineOf(item), "\n  ");
    })
    .join("\n");
}

/**
 * A rich text document as markup. Marks without a syntax here (underline, code) and block kinds
 * other than paragraphs, headings and lists (a quote) are written as their text.
 */
export function markupOfRichText(document: unknown): string {
  const content = (document as RichTextDocument | undefined)?.content ?? [];
  return content
    .map((node) => {
      if (node.type === "heading") {
        const level = Math.min(4, Math.max(2, Number(node.attrs?.level) || 2));
        return `${"#".repeat(level)} ${writeInline(inlineOf(node), " ")}`;
      }
      if (node.type === "bullet_list" || node.type === "ordered_list") return writeList(node);
      return writeParagraph(node);
    })
    .filter(Boolean)
    .join("\n\n");
}

type Block =
  | { kind: "heading"; level: number; text: string }
  | { kind: "paragraph"; lines: string[] }
  | { kind: "list"; ordered: boolean; items: string[][] };

/** The markup's blocks, by lines: a blank line ends a paragraph or list, a heading is one line. */
function blocksOf(markup: string): Block[] {
  const blocks: Block[] = [];
  let open: Block | undefined;
  for (const raw of markup.replace(/\r/g, "").split("\n")) {
    const line = raw.trim();
    const heading = headingPattern.exec(line);
    const item = itemPattern.exec(line);
    if (!line) open = undefined;
    else if (open?.kind === "list" && /^\s/.test(raw)) open.items.at(-1)!.push(line);
    else if (heading) {
      open = undefined;
      blocks.push({ kind: "heading", level: heading[1]!.length, text: heading[2]! });
    } else if (item) {
      const ordered = item[1] !== "- ";
      if (open?.kind !== "list" || open.ordered !== ordered) blocks.push((open = { kind: "list", ordered, items: [] }));
      open.items.push([item[2]!]);
    } else if (open?.kind === "paragraph") open.lines.push(line);
    else blocks.push((open = { kind: "paragraph", lines: [line] }));
  }
  return blocks;
}

/**
 * The markup back as a document, with the link addresses it refused (javascript:, data:...; kept as
 * the text typed). An empty text is a document without content, which a required field refuses.
 */
export function richTextOfMarkup(markup: string): { document: RichTextDocument; refusedLinks: string[] } {
  const refused = new Set<string>();
  const inline = (text: string) => {
    const parsed = parseInline(text);
    parsed.refused.forEach((href) => refused.add(href));
    return parsed.nodes;
  };
  const content = blocksOf(markup).map((block): RichTextNode => {
    switch (block.kind) {
      case "heading":
        return { type: "heading", attrs: { level: block.level }, content: inline(block.text) };
      case "paragraph":
        return { type: "paragraph", content: inline(block.lines.join("\n")) };
      case "list":
        return {
          type: block.ordered ? "ordered_list" : "bullet_list",
          content: block.items.map((lines) => ({
            type: "list_item",
            content: [{ type: "paragraph", content: inline(lines.join("\n")) }],
          })),
        };
    }
  });
  return { document: { type: "doc", content }, refusedLinks: [...refused] };
}
