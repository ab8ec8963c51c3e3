import { setTimeout as sleep } from "node:timers/promises";

/** What a stretch of paced edits did. */
export interface EditRun {
  planned: number;
  saved: number;
  /** Each save's time: the use case's answer, from the call to its return. */
  saveMs: number[];
  /** Why edits failed, alike reasons counted together. */
  failures: Map<string, number>;
  /** The latest an edit started after its slot (the one before it ran over). */
  latestStartMs: number;
}

/**
 * Makes `rate` edits a second for `seconds`, one after another as one member of staff would: edit
 * i starts at i / rate seconds, or right after edit i − 1 if that one ran over its slot. Returns
 * when the stretch is over and the last edit has answered. `edit` answers its save's milliseconds.
 */
export async function paceEdits(rate: number, seconds: number, edit: () => Promise<number>): Promise<EditRun> {
  const planned = Math.floor(rate * seconds);
  const run: EditRun = { planned, saved: 0, saveMs: [], failures: new Map(), latestStartMs: 0 };
  const startedAt = performance.now();
  for (let index = 0; index < planned; index += 1) {
    const due = startedAt + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    run.latestStartMs = Math.max(run.latestStartMs, performance.now() - due);
    try {
      run.saveMs.push(await edit());
      run.saved += 1;
    } catch (error) {
      // Reasons without the ids in them, so alike failures add up.
      const reason = (error as Error).message.replace(/\d+/g, "#");
      run.failures.set(reason, (run.failures.get(reason) ?? 0) + 1);
    }
  }
  const stretchLeft = startedAt + seconds * 1000 - performance.now();
  if (stretchLeft > 0) await sleep(stretchLeft);
  return run;
}
