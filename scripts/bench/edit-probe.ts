import { setTimeout as sleep } from "node:timers/promises";
import type { EditKind } from "./edit-kinds.ts";
import { showsEdit } from "./edit-watch.ts";
import type { PlannedEdit } from "./staff-edits.ts";

/** How long after an edit's save answered a shop process showed it. */
export interface EditProbe {
  kind: EditKind;
  /** Milliseconds from the save's answer to the process's first answer showing the edit; missing when it never did. */
  delayMs?: number;
  failure?: string;
}

/** Whether a shop process that nobody asked anything for a while shows an edit in its first answer. */
export interface QuietCheck {
  kind: EditKind;
  shown: boolean;
  failure?: string;
}

async function readJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/**
 * Reads the watched answer of the process at `origin`, makes the edit, then polls the process until
 * its answer shows the edit. Each answer is timed when it arrives, so the delay is at most one
 * poll longer than the truth, never shorter.
 */
export async function probeEdit(edit: PlannedEdit, origin: string, timeoutMs: number): Promise<EditProbe> {
  const url = `${origin}${edit.watch.path}`;
  try {
    const before = await readJson(url);
    await edit.apply();
    const savedAt = performance.now();
    while (performance.now() - savedAt < timeoutMs) {
      if (showsEdit(edit.watch, await readJson(url), before))
        return { kind: edit.kind, delayMs: performance.now() - savedAt };
      await sleep(10);
    }
    return { kind: edit.kind, failure: `not shown ${timeoutMs} ms after the save` };
  } catch (error) {
    return { kind: edit.kind, failure: (error as Error).message };
  }
}

/**
 * Makes the edit, leaves the process at `origin` alone for `quietMs`, then asks it once: a process
 * that follows the feed only when asked would still answer from before the edit.
 */
export async function checkAfterQuiet(edit: PlannedEdit, origin: string, quietMs: number): Promise<QuietCheck> {
  const url = `${origin}${edit.watch.path}`;
  try {
    const before = await readJson(url);
    // The feed check that answer may have started ends before the save, so the process learns of the edit only when asked again.
    await sleep(100);
    await edit.apply();
    await sleep(quietMs);
    return { kind: edit.kind, shown: showsEdit(edit.watch, await readJson(url), before) };
  } catch (error) {
    return { kind: edit.kind, shown: false, failure: (error as Error).message };
  }
}
