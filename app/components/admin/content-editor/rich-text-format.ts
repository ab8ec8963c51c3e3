/** What the rich text toolbar (and Ctrl/Cmd+B, Ctrl/Cmd+I) does to the markup around the selection. */

export type Format = "bold" | "italic" | "link";

/** The markup after a format, and the selection to put back. */
export interface FormatEdit {
  text: string;
  start: number;
  end: number;
}

const delimiters = { bold: "**", italic: "*" } as const;

/** The stars right before `at` (toward the start) or from `at` on. */
function starsAround(text: string, at: number, direction: -1 | 1): number {
  let count = 0;
  while (text[direction < 0 ? at - 1 - count : at + count] === "*") count += 1;
  return count;
}

/**
 * Whether `count` stars on both sides hold this style: bold is "**" (or "***", bold and italic),
 * italic "*" or "***", so "**" alone is not italic.
 */
const holds = (style: "bold" | "italic", count: number) => (style === "bold" ? count >= 2 : count % 2 === 1);

/** A line's block marker ("## ", "- ", "1. ", indentation), its content, and its trailing spaces. */
const linePattern = /^(\s*(?:#{2,4} |- |\d+\. )?)(.*?)(\s*)$/;

function wrapLines(text: string, start: number, end: number, delimiter: string): FormatEdit {
  const lineStart = start === 0 ? 0 : text.lastIndexOf("\n", start - 1) + 1;
  // A selection of whole lines ends after a line break: the line after it is not selected.
  const last = text[end - 1] === "\n" ? end - 1 : end;
  const lineEnd = text.indexOf("\n", last) === -1 ? text.length : text.indexOf("\n", last);
  const wrapped = text
    .slice(lineStart, lineEnd)
    .split("\n")
    .map((line) => {
      const [, marker, content, trailing] = linePattern.exec(line)!;
      return content ? `${marker}${delimiter}${content}${delimiter}${trailing}` : line;
    })
    .join("\n");
  return {
    text: text.slice(0, lineStart) + wrapped + text.slice(lineEnd),
    start: lineStart,
    end: lineStart + wrapped.length,
  };
}

/**
 * Bold or italic on the selection: the selected words wrapped in the style's stars, or unwrapped
 * when stars around them (or at their ends) already give it that style. The selection's outer
 * spaces stay outside the stars, where Markdown needs them. A selection over several lines wraps
 * each line's text.
 */
function toggleStyle(text: string, from: number, to: number, style: "bold" | "italic"): FormatEdit {
  const delimiter = delimiters[style];
  const selected = text.slice(from, to);
  if (selected.includes("\n")) return wrapLines(text, from, to, delimiter);
  const start = from + (selected.length - selected.trimStart().length);
  const end = Math.max(start, to - (selected.length - selected.trimEnd().length));
  const inside = Math.min(starsAround(text, start, 1), starsAround(text, end, -1));
  if (end - start > 2 * inside && holds(style, inside)) {
    const length = delimiter.length;
    const inner = text.slice(start + length, end - length);
    return { text: text.slice(0, start) + inner + text.slice(end), start, end: start + inner.length };
  }
  const around = Math.min(starsAround(text, start, -1), starsAround(text, end, 1));
  if (start < end && holds(style, around)) {
    const length = delimiter.length;
    return {
      text: text.slice(0, start - length) + text.slice(start, end) + text.slice(end + length),
      start: start - length,
      end: end - length,
    };
  }
  return {
    text: `${text.slice(0, start)}${delimiter}${text.slice(start, end)}${delimiter}${text.slice(end)}`,
    start: start + delimiter.length,
    end: end + delimiter.length,
  };
}

/**
 * A link: the selection becomes its text and its address is selected, to type over; with nothing
 * selected, `placeholder` is the text, selected.
 */
function insertLink(text: string, from: number, to: number, placeholder: string): FormatEdit {
  const label = text.slice(from, to) || placeholder;
  const address = "https://";
  const link = `[${label}](${address})`;
  const selectAddress = from < to;
  const start = selectAddress ? from + label.length + 3 : from + 1;
  return {
    text: text.slice(0, from) + link + text.slice(to),
    start,
    end: start + (selectAddress ? address.length : label.length),
  };
}

/** The markup with a format applied to the selection (`from`–`to`), and what to select afterwards. */
export function applyFormat(
  text: string,
  from: number,
  to: number,
  format: Format,
  linkPlaceholder: string,
): FormatEdit {
  return format === "link" ? insertLink(text, from, to, linkPlaceholder) : toggleStyle(text, from, to, format);
}
