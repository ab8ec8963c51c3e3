// CSV as spreadsheets open it: RFC 4180 (comma-separated, CRLF line ends, quotes doubled inside
// quoted cells), UTF-8 behind a byte order mark so å, ä and ö survive, and no cell a spreadsheet
// would run as a formula (OWASP "CSV injection").

/** One cell of a CSV file: text, a number, a date (written as ISO 8601), or empty. */
export type CsvCell = string | number | Date | null | undefined;

/** Put first in a file, it tells spreadsheets the text is UTF-8. */
export const csvByteOrderMark = "\uFEFF";

/** A spreadsheet runs a cell starting with one of these as a formula. */
const formulaStart = /^[=+\-@\t\r]/;

function csvCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) return "";
  if (typeof cell === "number") return String(cell);
  if (cell instanceof Date) return cell.toISOString();
  // A leading apostrophe makes the spreadsheet show the text instead of evaluating it.
  const text = formulaStart.test(cell) ? `'${cell}` : cell;
  return /[",\r\n']/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line of a CSV file, with its CRLF (for files written a chunk at a time). */
export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/** A whole CSV file: the byte order mark, the header line and a line per row. */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvCell[]>): string {
  let csv = csvByteOrderMark + csvLine(header);
  for (const row of rows) csv += csvLine(row);
  return csv;
}
