import type { StockImportProblemKind } from "../modules/stores/index.ts";

/** One data line of a stock file as written: its line number in the file and its three cells. */
export interface StockFileRow {
  line: number;
  partNo: string;
  locationCode: string;
  quantity: string;
}

/** Something wrong with one line (`line` 1 is the header), and the text it is about. */
export interface StockImportProblem {
  line: number;
  kind: StockImportProblemKind;
  /** The cell at fault, as written (for `columns`, how many cells the line has). */
  value?: string;
  /** For `duplicate`: the line it repeats. */
  firstLine?: number;
}

/** The cells of one line split on `delimiter`; a cell in double quotes may hold the delimiter, and "" is a quote. */
function splitLine(text: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      cells.push(cell);
      cell = "";
    } else cell += char;
  }
  cells.push(cell);
  return cells.map((value) => value.trim());
}

/**
 * A stock file's data lines: part number, location code, quantity. The first non-blank line is the
 * header (skipped; spreadsheets name the columns in the user's language); its separator, semicolon
 * (a Swedish spreadsheet's) or comma, is the file's. Blank lines are left out; a line without
 * exactly three cells is a problem, not a row.
 */
export function parseStockFile(text: string): {
  /** How many data lines the file has, readable or not. */
  lineCount: number;
  rows: StockFileRow[];
  problems: StockImportProblem[];
} {
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\n|\r/);
  const headerIndex = lines.findIndex((line) => line.trim() !== "");
  const header = lines[headerIndex] ?? "";
  const delimiter = header.split(";").length > header.split(",").length ? ";" : ",";
  const rows: StockFileRow[] = [];
  const problems: StockImportProblem[] = [];
  let lineCount = 0;
  lines.forEach((text, index) => {
    if (index <= headerIndex || text.trim() === "") return;
    lineCount += 1;
    const line = index + 1;
    const cells = splitLine(text, delimiter);
    if (cells.length !== 3) problems.push({ line, kind: "columns", value: String(cells.length) });
    else rows.push({ line, partNo: cells[0]!, locationCode: cells[1]!, quantity: cells[2]! });
  });
  if (lineCount === 0) problems.push({ line: Math.max(headerIndex, 0) + 1, kind: "no_rows" });
  return { lineCount, rows, problems };
}
