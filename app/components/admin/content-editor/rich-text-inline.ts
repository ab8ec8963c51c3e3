import { isSafeLink, type RichTextNode } from "#commerce/modules/content/browser.ts";

/**
 * The inline part of the editor's markup: **bold**, *italic*, [text](url) and a line break for a
 * hard break, with a backslash before punctuation for the character itself ("\*").
 */

type Mark = NonNullable<RichTextNode["marks"]>[number];
type Style = "bold" | "italic";

/** Marks in the order a text node carries them (the storefront wraps the last one outermost). */
const markOrder = ["bold", "italic", "link"];
const delimiters: Record<Style, string> = { bold: "**", italic: "*" };

const isPunctuation = (char: string | undefined) => char !== undefined && /[!-/:-@[-`{-~]/.test(char);
const isSpace = (char: string | undefined) => char === undefined || /\s/.test(char);

interface Parsed {
  nodes: RichTextNode[];
  /** Where the source was read to (past the closing delimiter). */
  end: number;
  /** Link addresses that were not allowed, their text kept as typed. */
  refused: string[];
}

interface Context {
  styles: readonly Style[];
  /** What ends this run: a style's delimiter, "]" for a link's text, nothing for the whole text. */
  closer: string | undefined;
  /** Inside a link's text, which holds no link. */
  inLink: boolean;
}

/** Where the last "*" and "**" that could close a style stand (after a non-space, not escaped); -1 for none. */
function lastClosers(source: string): Record<string, number> {
  const last: Record<string, number> = { "*": -1, "**": -1 };
  for (let at = 0; at < source.length; at += 1) {
    if (source[at] === "\\" && isPunctuation(source[at + 1])) at += 1;
    else if (source[at] === "*" && !isSpace(source[at - 1])) {
      last["*"] = at;
      if (source[at + 1] === "*") last["**"] = at;
    }
  }
  return last;
}

/** An inline markup text as rich text nodes, and the link addresses it refused. */
export function parseInline(source: string): { nodes: RichTextNode[]; refused: string[] } {
  // Each run is read once per place and context, and a style with no closer left is not tried:
  // without these, unclosed delimiters make the back-tracking exponential, then quadratic.
  const memo = new Map<string, Parsed | undefined>();
  const closers = lastClosers(source);
  const run = (start: number, context: Context): Parsed | undefined => {
    if (context.closer && context.closer !== "]" && closers[context.closer]! <= start) return undefined;
    const key = `${start} ${context.closer} ${context.styles.join()} ${context.inLink}`;
    if (!memo.has(key)) memo.set(key, readRun(source, start, context, run));
    return memo.get(key);
  };
  const parsed = run(0, { styles: [], closer: undefined, inLink: false })!;
  return { nodes: parsed.nodes, refused: [...new Set(parsed.refused)] };
}

type ReadRun = (start: number, context: Context) => Parsed | undefined;

/** Reads from `start` to the context's closer (undefined when it never comes) or to the end. */
function readRun(source: string, start: number, context: Context, run: ReadRun): Parsed | undefined {
  const nodes: RichTextNode[] = [];
  const refused: string[] = [];
  const marks: Mark[] = context.styles.map((type) => ({ type }));
  let at = start;
  let text = "";
  const flush = () => {
    if (text) nodes.push(textNode(text, marks));
    text = "";
  };
  const close = (length: number): Parsed | undefined => {
    flush();
    return nodes.length ? { nodes, end: at + length, refused } : undefined;
  };
  while (at < source.length) {
    const char = source[at]!;
    if (char === "\\" && isPunctuation(source[at + 1])) {
      text += source[at + 1];
      at += 2;
      continue;
    }
    if (char === "\n") {
      flush();
      nodes.push({ type: "hard_break" });
      at += 1;
      continue;
    }
    const styled = readStyled(source, at, context, run);
    if (styled === "close") return close(context.closer!.length);
    if (styled) {
      flush();
      nodes.push(...styled.nodes);
      refused.push(...styled.refused);
      at = styled.end;
      continue;
    }
    if (char === "]" && context.closer === "]") return close(1);
    // As in Markdown, a "[" in a link's text makes it no link ("[a [b](/b)](/a)" links b alone).
    if (char === "[" && context.inLink) return undefined;
    if (char === "[") {
      const link = readLink(source, at, context, run);
      refused.push(...link.refused);
      if (link.nodes) {
        flush();
        nodes.push(...link.nodes);
        at = link.end;
        continue;
      }
    }
    text += char;
    at += 1;
  }
  if (context.closer !== undefined) return undefined;
  flush();
  return { nodes, end: at, refused };
}

/**
 * At a run of "*": the end of the styled run being read, or a bold or italic run starting here. As
 * in Markdown, a delimiter opens only before a non-space and closes only after one, so "2 * 3" stays
 * text. A run as long as the closer, or of three ("*a***b**", "**a***b*"), closes first and leaves
 * the rest to open the next style; "**" inside italic opens bold when it can ("*a**b**c*").
 */
function readStyled(source: string, at: number, context: Context, run: ReadRun): Parsed | "close" | undefined {
  let count = 0;
  while (source[at + count] === "*") count += 1;
  if (count === 0) return undefined;
  const closer = context.closer === "]" ? undefined : context.closer;
  const canClose = closer !== undefined && count >= closer.length && !isSpace(source[at - 1]);
  if (canClose && (count === closer.length || count === 3)) return "close";
  for (const style of ["bold", "italic"] as const) {
    const delimiter = delimiters[style];
    if (count < delimiter.length || context.styles.includes(style) || isSpace(source[at + delimiter.length])) continue;
    const inner = run(at + delimiter.length, { ...context, styles: [...context.styles, style], closer: delimiter });
    if (inner) return inner;
  }
  return canClose ? "close" : undefined;
}

/** At a "[": a link "[text](url)", its text's nodes marked; a refused or unfinished one leaves nodes undefined. */
function readLink(
  source: string,
  at: number,
  context: Context,
  run: ReadRun,
): { nodes?: RichTextNode[]; end: number; refused: string[] } {
  const label = run(at + 1, { styles: context.styles, closer: "]", inLink: true });
  if (!label || source[label.end] !== "(") return { end: at, refused: [] };
  // The address ends at the parenthesis that closes the opening one, as in Markdown ("/x(1)").
  let href = "";
  let depth = 0;
  let end = label.end + 1;
  for (; end < source.length && !isSpace(source[end]); end += 1) {
    const char = source[end]!;
    if (char === "\\" && isPunctuation(source[end + 1])) {
      end += 1;
      href += source[end];
      continue;
    }
    // A bracket ends it too (escaped, it is part of it): a "[" after an unclosed "(" starts the next link.
    if ((char === ")" && depth === 0) || char === "[" || char === "]") break;
    if (char === "(") depth += 1;
    if (char === ")") depth -= 1;
    href += char;
  }
  if (source[end] !== ")" || !href) return { end: at, refused: [] };
  if (!isSafeLink(href)) return { end: at, refused: [href] };
  const link: Mark = { type: "link", attrs: { href, linktype: "url" } };
  const nodes = label.nodes.map((node) =>
    node.type === "text" ? textNode(node.text!, [...(node.marks ?? []), link]) : node,
  );
  return { nodes, end: end + 1, refused: label.refused };
}

function textNode(text: string, marks: readonly Mark[]): RichTextNode {
  const sorted = [...marks].sort((a, b) => markOrder.indexOf(a.type) - markOrder.indexOf(b.type));
  return sorted.length ? { type: "text", text, marks: sorted } : { type: "text", text };
}

/** A text node's marks as the markup writes them; marks it has no syntax for (underline...) are left out. */
function stylesOf(node: RichTextNode): { bold: boolean; italic: boolean; href: string | undefined } {
  const marks = node.type === "text" ? (node.marks ?? []) : [];
  const href = marks.find((mark) => mark.type === "link")?.attrs?.href;
  return {
    bold: marks.some((mark) => mark.type === "bold"),
    italic: marks.some((mark) => mark.type === "italic"),
    href: typeof href === "string" && href ? href : undefined,
  };
}

const escapeText = (text: string) => text.replace(/[\\*[\]]/g, "\\$&");
const escapeHref = (href: string) => href.replace(/[\\()[\]]/g, "\\$&");

/** Runs of neighbours alike in `keyOf` (a link's address, whether bold...). */
function groupBy<Key>(nodes: readonly RichTextNode[], keyOf: (node: RichTextNode) => Key) {
  const groups: { key: Key; nodes: RichTextNode[] }[] = [];
  for (const node of nodes) {
    const key = keyOf(node);
    const last = groups.at(-1);
    if (last && last.key === key) last.nodes.push(node);
    else groups.push({ key, nodes: [node] });
  }
  return groups;
}

/** Wraps markup in a style's delimiters, its outer spaces moved outside them (a delimiter does not close after a space). */
function wrap(markup: string, delimiter: string): string {
  const [, before, inner, after] = /^(\s*)([\s\S]*?)(\s*)$/.exec(markup)!;
  return inner ? `${before}${delimiter}${inner}${delimiter}${after}` : markup;
}

function writeStyled(nodes: readonly RichTextNode[], styles: readonly Style[], lineBreak: string): string {
  const [style, ...rest] = styles;
  if (!style)
    return nodes
      .map((node) => (node.type === "hard_break" ? lineBreak : escapeText((node.text ?? "").replace(/\n/g, " "))))
      .join("");
  return groupBy(nodes, (node) => stylesOf(node)[style])
    .map((group) => {
      const inner = writeStyled(group.nodes, rest, lineBreak);
      return group.key ? wrap(inner, delimiters[style]) : inner;
    })
    .join("");
}

/**
 * Inline nodes (text with marks, hard breaks) as markup; `lineBreak` is what a hard break becomes.
 * Neighbours sharing a mark share its delimiters: "**a *b* c**", not "**a *****b***".
 */
export function writeInline(nodes: readonly RichTextNode[], lineBreak: string): string {
  return groupBy(nodes, (node) => stylesOf(node).href)
    .map((group) => {
      const inner = writeStyled(group.nodes, ["bold", "italic"], lineBreak);
      return group.key ? `[${inner}](${escapeHref(group.key)})` : inner;
    })
    .join("");
}
