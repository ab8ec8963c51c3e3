// Reads CSV as RFC 4180 writes it (commerce/csv.ts writes it): cells in double quotes may hold the
// separator, line breaks and doubled quotes. Spreadsheets set to Swedish save with semicolons, so
// the header line's separator is the file's. One pass over the text, no copy of it per line.

/** One record of the file: the line it starts on (1 is the header) and its cells, trimmed. */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/** A spreadsheet shows a cell starting with one of these as typed only behind an apostrophe (commerce/csv.ts adds it). */
const defusedFormula = /^'[=+\-@\t\r]/;

const quote = 34;
const newline = 10;
const carriageReturn = 13;

/** The cell as written: trimmed, and without the apostrophe an export puts before a would-be formula. */
function cellOf(raw: string): string {
  const cell = raw.trim();
  return defusedFormula.test(cell) ? cell.slice(1) : cell;
}

/** The separator of a file whose first line is `header`: semicolon when it has more of them than commas. */
export function separatorOf(header: string): string {
  return header.split(";").length > header.split(",").length ? ";" : ",";
}

/** Counts the line feeds in text[from, to): a quoted cell may span lines. */
function lineFeedsIn(text: string, from: number, to: number): number {
  let count = 0;
  for (let at = text.indexOf("\n", from); at !== -1 && at < to; at = text.indexOf("\n", at + 1)) count += 1;
  return count;
}

/**
 * The file's records in order, blank lines left out; a byte order mark is skipped. A quote that is
 * never closed ends the file: `unterminated` then names the line its record starts on.
 */
export function readCsvRecords(text: string): { records: Generator<CsvRecord>; unterminated: () => number | null } {
  let unterminatedAt: number | null = null;
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const firstLineEnd = text.slice(start, start + 10_000).search(/[\r\n]/);
  const separator = separatorOf(text.slice(start, firstLineEnd === -1 ? start + 10_000 : start + firstLineEnd));
  const separatorCode = separator.charCodeAt(0);

  function* records(): Generator<CsvRecord> {
    const end = text.length;
    let position = start;
    let line = 1;
    while (position < end) {
      const recordLine = line;
      const cells: string[] = [];
      let recordEnded = false;
      while (!recordEnded) {
        let raw = "";
        if (text.charCodeAt(position) === quote) {
          position += 1;
          for (;;) {
            const closing = text.indexOf('"', position);
            if (closing === -1) {
              unterminatedAt = recordLine;
              return;
            }
            raw += text.slice(position, closing);
            line += lineFeedsIn(text, position, closing);
            position = closing + 1;
            if (text.charCodeAt(position) !== quote) break;
            raw += '"';
            position += 1;
          }
        }
        // Unquoted text, or what follows a closing quote, up to the separator or the line's end.
        let at = position;
        let code = text.charCodeAt(at);
        while (at < end && code !== separatorCode && code !== newline && code !== carriageReturn)
          code = text.charCodeAt(++at);
        raw += text.slice(position, at);
        cells.push(cellOf(raw));
        position = at + 1;
        if (at >= end || code !== separatorCode) {
          recordEnded = true;
          if (code === carriageReturn && text.charCodeAt(position) === newline) position += 1;
          line += 1;
        }
      }
      if (cells.length > 1 || cells[0] !== "") yield { line: recordLine, cells };
    }
  }

  return { records: records(), unterminated: () => unterminatedAt };
}
