import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

/** The kernel's clock ticks a second, the unit of /proc/<pid>/stat's CPU times. */
const ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());

/** CPU time (user and system) a /proc/<pid>/stat line says its process has used, in milliseconds. */
export function cpuMsOfStatLine(stat: string): number {
  // The command name (field 2) may hold spaces and parentheses: count fields from its closing one.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // Field 3 (state) is fields[0], so utime (field 14) and stime (field 15) are fields[11] and fields[12].
  const ticks = Number(fields[11]) + Number(fields[12]);
  if (!Number.isFinite(ticks)) throw new Error(`not a /proc/<pid>/stat line: ${stat.slice(0, 80)}`);
  return (ticks * 1000) / ticksPerSecond;
}

/** CPU time the process `pid` has used so far, in milliseconds (to a clock tick, 10 ms on Linux). */
export function readProcessCpuMs(pid: number): number {
  return cpuMsOfStatLine(readFileSync(`/proc/${pid}/stat`, "utf8"));
}
