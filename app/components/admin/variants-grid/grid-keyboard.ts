/** A cell's control: its text input, checkbox or button (the first there is). */
const controlOf = (cell: HTMLElement) =>
  cell.querySelector<HTMLInputElement | HTMLButtonElement>("input:not([type=hidden]), button");

const isTextInput = (element: Element | null): element is HTMLInputElement =>
  element instanceof HTMLInputElement && element.type !== "checkbox" && element.type !== "hidden";

/**
 * Makes a table of inputs a spreadsheet, as the WAI-ARIA grid pattern has it (roving tabindex):
 * Tab reaches the grid once, on the cell last visited; arrow keys, Home, End (with Ctrl: the first
 * and last cell) move between the body's cells; Enter or F2 edits a text cell (typing starts with
 * that character, Delete empties it); in a cell being edited Escape puts its value back and Enter
 * keeps it and moves down; Space, Enter or F2 work a checkbox or button. Without it the inputs stay
 * a plain form, every one reached with Tab. Answers how to undo it.
 */
export function enhanceGrid(table: HTMLTableElement): () => void {
  const body = table.tBodies[0];
  if (!body) return () => undefined;
  const cellAt = (row: number, column: number) => body.rows[row]?.cells[column];
  let active = { row: 0, column: 0 };
  let editing: { input: HTMLInputElement; original: string } | undefined;

  for (const row of body.rows)
    for (const cell of row.cells) {
      cell.tabIndex = -1;
      const control = controlOf(cell);
      if (control) control.tabIndex = -1;
    }
  const first = cellAt(0, 0);
  if (first) first.tabIndex = 0;

  const positionOf = (element: Element) => {
    const cell = element.closest("td, th");
    const row = cell?.parentElement;
    if (!(cell instanceof HTMLTableCellElement) || !(row instanceof HTMLTableRowElement) || row.parentElement !== body)
      return undefined;
    return { row: row.sectionRowIndex, column: cell.cellIndex };
  };

  /** Makes the cell the grid's one tab stop; focuses it unless its control has the focus already. */
  function activate(row: number, column: number, focus = true) {
    const lastRow = body!.rows.length - 1;
    const clampedRow = Math.max(0, Math.min(row, lastRow));
    const lastColumn = (body!.rows[clampedRow]?.cells.length ?? 1) - 1;
    const target = cellAt(clampedRow, Math.max(0, Math.min(column, lastColumn)));
    if (!target) return;
    const previous = cellAt(active.row, active.column);
    if (previous && previous !== target) previous.tabIndex = -1;
    target.tabIndex = 0;
    active = { row: clampedRow, column: target.cellIndex };
    if (focus) target.focus();
  }

  function startEditing(input: HTMLInputElement, typed?: string) {
    editing = { input, original: input.value };
    input.focus();
    if (typed === undefined) input.select();
    else {
      input.value = typed;
      input.dispatchEvent(new Event("input", { bubbles: true }));
    }
  }

  function stopEditing(keep: boolean) {
    if (!editing) return;
    const { input, original } = editing;
    editing = undefined;
    if (!keep && input.value !== original) {
      input.value = original;
      input.dispatchEvent(new Event("input", { bubbles: true }));
    }
  }

  function onEditingKey(event: KeyboardEvent) {
    if (event.key === "Escape") {
      event.preventDefault();
      stopEditing(false);
      activate(active.row, active.column);
    } else if (event.key === "Enter") {
      // Keeps the change (and keeps the form from being sent) and moves down, as a spreadsheet does.
      event.preventDefault();
      stopEditing(true);
      activate(active.row + 1, active.column);
    }
  }

  const moves: Record<string, (event: KeyboardEvent) => [number, number]> = {
    ArrowUp: () => [active.row - 1, active.column],
    ArrowDown: () => [active.row + 1, active.column],
    ArrowLeft: () => [active.row, active.column - 1],
    ArrowRight: () => [active.row, active.column + 1],
    Home: (event) => [event.ctrlKey ? 0 : active.row, 0],
    End: (event) => [event.ctrlKey ? body.rows.length - 1 : active.row, Number.MAX_SAFE_INTEGER],
  };

  function onNavigationKey(event: KeyboardEvent, cell: HTMLTableCellElement) {
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      const [row, column] = move(event);
      activate(row, column);
      return;
    }
    const control = controlOf(cell);
    if (!control) return;
    const typing = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
    if (isTextInput(control)) {
      if (event.key === "Enter" || event.key === "F2") {
        event.preventDefault();
        startEditing(control);
      } else if (event.key === "Delete" || event.key === "Backspace") {
        event.preventDefault();
        startEditing(control, "");
      } else if (typing && event.key !== " ") {
        event.preventDefault();
        startEditing(control, event.key);
      }
    } else if (event.key === "Enter" || event.key === "F2" || event.key === " ") {
      event.preventDefault();
      control.click();
    }
  }

  function onKeyDown(event: KeyboardEvent) {
    if (!(event.target instanceof Element) || !positionOf(event.target)) return;
    if (editing && event.target === editing.input) onEditingKey(event);
    else onNavigationKey(event, cellAt(active.row, active.column)!);
  }

  // A click (or anything else) that puts the focus on a cell or its control makes it the active cell;
  // a text input so reached is being edited, Escape putting back what it held.
  function onFocusIn(event: FocusEvent) {
    if (!(event.target instanceof Element)) return;
    const position = positionOf(event.target);
    if (!position) return;
    activate(position.row, position.column, false);
    if (isTextInput(event.target) && editing?.input !== event.target)
      editing = { input: event.target, original: event.target.value };
  }

  function onFocusOut(event: FocusEvent) {
    if (editing && event.target === editing.input) editing = undefined;
  }

  table.dataset.grid = "enhanced";
  table.addEventListener("keydown", onKeyDown);
  table.addEventListener("focusin", onFocusIn);
  table.addEventListener("focusout", onFocusOut);
  return () => {
    table.removeEventListener("keydown", onKeyDown);
    table.removeEventListener("focusin", onFocusIn);
    table.removeEventListener("focusout", onFocusOut);
  };
}
