import { describe, expect, it } from "vitest";
import { cpuPerEdit } from "./edit-cpu.ts";
import { cpuMsOfStatLine, readProcessCpuMs } from "./process-cpu.ts";

describe("CPU per edit", () => {
  it("reads utime and stime past a command name holding spaces and parentheses", () => {
    // Fields 14 and 15 (utime 250, stime 50 ticks at Linux's 100 a second).
    const stat = "4242 (node (a) b) S 1 4242 4242 0 -1 4194560 100 0 0 0 250 50 0 0 20 0 11 0 100 0 0";
    expect(cpuMsOfStatLine(stat)).toBe(3000);
    expect(() => cpuMsOfStatLine("4242 (node)")).toThrow(/not a \/proc/);
  });

  it("reads this process's time from /proc as the runtime counts it", () => {
    const fromProc = readProcessCpuMs(process.pid);
    const { user, system } = process.cpuUsage();
    // /proc counts in clock ticks: within a few of them of the runtime's own count.
    expect(Math.abs(fromProc - (user + system) / 1000)).toBeLessThan(100);
  });

  it("takes the quiet stretches' rate, scaled to the busy stretch, from its time, over the edits saved", () => {
    const quiet = [
      { wallMs: 10_000, cpuMs: { A: 200 } },
      { wallMs: 10_000, cpuMs: { A: 400 } },
    ];
    const busy = {
      wallMs: 20_000,
      cpuMs: { A: 1200 },
      edits: { planned: 20, saved: 20, saveMs: [], failures: new Map(), latestStartMs: 0 },
    };
    // 30 ms a second quiet is 600 ms over the busy 20 s: 600 ms left for 20 edits.
    expect(cpuPerEdit(quiet, busy).A).toBe(30);
    expect(cpuPerEdit(quiet, { ...busy, edits: { ...busy.edits, saved: 0 } }).A).toBeUndefined();
  });
});
