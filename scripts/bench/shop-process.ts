import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { builtServer, freePort } from "#tests/e2e/server-process.ts";

/** A server process the bench started, as `npm start` runs it. */
export interface ShopProcess {
  origin: string;
  /** The server's process id (its CPU time is read from /proc). */
  pid: number;
  /** Milliseconds from spawning the process to its first successful answer at the ready path. */
  coldStartMs: number;
  /** The most memory (RSS) the process has held so far, in MB (the kernel's high-water mark, VmHWM). */
  peakRssMb(): number;
  /** Whether the process is still running (it can be ended from outside the bench, too). */
  isRunning(): boolean;
  stop(): Promise<void>;
}

/**
 * Spawns the server on a free port with the caller's environment plus `env`, and waits until
 * `readyPath` answers 2xx; the wait is the process's cold start.
 */
export async function startShopProcess(env: Record<string, string>, readyPath: string): Promise<ShopProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const spawnedAt = performance.now();
  // As `npm start` runs it: the bundled server of `npm run build`, so the pid is the server's own.
  const child = spawn(process.execPath, builtServer, {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", SEED_ON_START: "false", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  let stopping = false;
  const exited = new Promise<void>((resolve) =>
    child.once("exit", (code, signal) => {
      // A process that dies under load would otherwise show only as connection errors.
      if (!stopping)
        console.error(
          `\nSERVER PROCESS ${child.pid} (${origin}) EXITED DURING THE BENCH: ${signal ?? `exit code ${code}`}`,
        );
      resolve();
    }),
  );
  const coldStartMs = await waitForAnswer(child, `${origin}${readyPath}`, spawnedAt);
  let lastPeakMb = 0;
  return {
    origin,
    pid: child.pid!,
    coldStartMs,
    peakRssMb() {
      // Once the process has exited its /proc entry is gone; the last reading stands.
      if (isRunning(child)) lastPeakMb = readPeakRssMb(child.pid!) ?? lastPeakMb;
      return lastPeakMb;
    },
    isRunning: () => isRunning(child),
    async stop() {
      stopping = true;
      if (isRunning(child)) child.kill("SIGTERM");
      await exited;
    },
  };
}

const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

async function waitForAnswer(child: ChildProcess, url: string, spawnedAt: number): Promise<number> {
  const deadline = spawnedAt + 300_000;
  while (performance.now() < deadline) {
    if (!isRunning(child))
      throw new Error(
        `the server ended (${child.signalCode ?? `exit code ${child.exitCode}`}) before answering ${url}`,
      );
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return Math.round(performance.now() - spawnedAt);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  child.kill("SIGTERM");
  throw new Error(`${url} did not answer within 300 s`);
}

function readPeakRssMb(pid: number): number | undefined {
  try {
    const kb = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb === undefined ? undefined : Math.round(Number(kb) / 1024);
  } catch {
    return undefined;
  }
}
