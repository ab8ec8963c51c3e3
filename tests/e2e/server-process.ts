import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import pg from "pg";

export interface RunningServer {
  origin: string;
  process: ChildProcess;
  output: () => string;
  /** Milliseconds from spawning the process to the first answered page. */
  firstPageMs: number;
  stop: () => Promise<number | null>;
}

/** A port nothing listens on now, from the kernel. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/**
 * Node's arguments as `npm start` runs the server (package.json says the same; a test keeps them
 * equal): the bundled server under plain Node, so signals reach the server itself. The heap may
 * grow to twice what survived the last full collection before the next one (ADR 0030).
 */
export const builtServer = ["--enable-source-maps", "--heap-growing-percent=100", "build/server.js"] as const;

/** Extra environment for the server: the values, or a function making them from the origin it will answer at (for PUBLIC_URL). */
export type ExtraEnv = Record<string, string> | ((origin: string) => Record<string, string>);

/** Starts the built server exactly as `npm start` does (or Node with `nodeArgs`), on a free port and the given data directory. */
export async function startServer(
  dataDir: string,
  extraEnv: ExtraEnv = {},
  nodeArgs: readonly string[] = builtServer,
): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  let output = "";
  const child = spawn(process.execPath, nodeArgs, {
    // The journeys run on the embedded database, as the quick start does. They reach the shop at
    // 127.0.0.1, so that is its allowed host: canonical links and sitemaps name it, not localhost.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      ALLOWED_HOSTS: "127.0.0.1",
      ...(typeof extraEnv === "function" ? extraEnv(origin) : extraEnv),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) throw new Error(`server did not answer within 120 s:\n${output}`);
    const answered = await fetch(`${origin}/`, { headers: { "accept-language": "sv-SE" } }).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    process: child,
    output: () => output,
    firstPageMs: Date.now() - started,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}

/** Runs `sql` as the PostgreSQL server's administrator. */
async function administer(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(sql).finally(() => admin.end());
}

/**
 * The database for a journey's shop: with E2E_DATABASE_URL (a PostgreSQL server, as in CI), a fresh
 * database of its own there, dropped at the end; otherwise none, and the server opens the embedded
 * database in its data directory as the quick start does. (The server-lifecycle and dev-mode
 * journeys always run on the embedded database.)
 */
export async function shopDatabase(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const serverUrl = process.env.E2E_DATABASE_URL;
  if (!serverUrl) return { env: {}, drop: async () => undefined };
  const name = `butik_e2e_${randomBytes(6).toString("hex")}`;
  await administer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: () => administer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
