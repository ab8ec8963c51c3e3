import { useEffect, useRef } from "react";
import { enhanceGrid } from "./grid-keyboard.ts";

/** A ref for a table of inputs that, once the page runs JavaScript, is worked by keyboard as a spreadsheet (grid-keyboard.ts). */
export function useGridKeyboard<Table extends HTMLTableElement>() {
  const tableRef = useRef<Table>(null);
  useEffect(() => (tableRef.current ? enhanceGrid(tableRef.current) : undefined), []);
  return tableRef;
}
