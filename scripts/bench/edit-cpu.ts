import { setTimeout as sleep } from "node:timers/promises";
import { type EditRun, paceEdits } from "./edit-loop.ts";
import { unscopedListingPath } from "./listing-urls.ts";
import { readProcessCpuMs } from "./process-cpu.ts";

/** A process whose CPU time a stretch measures; a shop process (with its origin) also gets the heartbeat. */
export interface CpuSubject {
  name: string;
  pid: number;
  origin?: string;
}

/** CPU time each process used over one stretch, in milliseconds. */
export interface CpuStretch {
  wallMs: number;
  cpuMs: Record<string, number>;
  edits?: EditRun;
}

/** A listing each shop process answers this often during a stretch: what makes a process that follows the feed only when asked follow it. */
const heartbeatMs = 100;
/** After the last edit, the stretch goes on this long, so the processes' work on it is counted. */
const settleMs = 2000;
/** The back office process's name in `cpuMs`. */
export const savingProcess = "back office";

/** Asks every shop process for a listing every `heartbeatMs` on a fixed schedule, so two stretches of one length get the same requests however fast they answer. */
function startHeartbeat(origins: string[]): { stop(): Promise<void> } {
  const answers: Promise<unknown>[] = [];
  const beat = () => {
    for (const origin of origins)
      answers.push(fetch(`${origin}${unscopedListingPath}`).then((answer) => answer.text()));
  };
  beat();
  const timer = setInterval(beat, heartbeatMs);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(answers);
    },
  };
}

function readCpu(subjects: readonly CpuSubject[]): Record<string, number> {
  return Object.fromEntries(subjects.map((subject) => [subject.name, readProcessCpuMs(subject.pid)]));
}

/**
 * One stretch of `seconds` plus a settling time, with a light listing heartbeat to every shop
 * process, and `edit` paced at `rate` a second (0: none); answers the CPU time each process used.
 */
export async function measureCpuStretch(
  subjects: readonly CpuSubject[],
  seconds: number,
  rate: number,
  edit: () => Promise<number>,
): Promise<CpuStretch> {
  const heartbeat = startHeartbeat(subjects.flatMap((subject) => (subject.origin ? [subject.origin] : [])));
  const before = readCpu(subjects);
  const startedAt = performance.now();
  const edits = rate > 0 ? await paceEdits(rate, seconds, edit) : await sleep(seconds * 1000);
  await sleep(settleMs);
  const after = readCpu(subjects);
  const wallMs = performance.now() - startedAt;
  await heartbeat.stop();
  return {
    wallMs,
    cpuMs: Object.fromEntries(Object.keys(after).map((name) => [name, after[name]! - before[name]!])),
    edits: edits ?? undefined,
  };
}

/** CPU milliseconds a second the process `name` used over the stretches together. */
export function cpuMsPerSecond(stretches: readonly CpuStretch[], name: string): number {
  const cpuMs = stretches.reduce((sum, stretch) => sum + stretch.cpuMs[name]!, 0);
  return (cpuMs * 1000) / stretches.reduce((sum, stretch) => sum + stretch.wallMs, 0);
}

/**
 * CPU milliseconds one edit cost each process: the stretch with edits less the stretches without
 * (their CPU a second, over its length), over the edits saved. Quiet stretches before and after it
 * take out a drift (a process still warming up, other work on the machine) either way.
 */
export function cpuPerEdit(quiet: readonly CpuStretch[], busy: CpuStretch): Record<string, number | undefined> {
  const saved = busy.edits?.saved ?? 0;
  return Object.fromEntries(
    Object.keys(busy.cpuMs).map((name) => [
      name,
      saved === 0 ? undefined : (busy.cpuMs[name]! - (cpuMsPerSecond(quiet, name) * busy.wallMs) / 1000) / saved,
    ]),
  );
}
