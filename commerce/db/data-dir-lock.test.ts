import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { holdDataDir, runTypeScript } from "#tests/fixtures/data-dir-holder.ts";
import { openDatabase, selectRows } from "./client.ts";

const root = mkdtempSync(join(tmpdir(), "butik-lock-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let directories = 0;
/** A data directory as `locateDatabase` gives it: DATA_DIR/db, with the lock file beside it. */
function freshDataDir() {
  const dataDir = join(root, String((directories += 1)), "db");
  return { dataDir, lockFile: `${dataDir}.lock` };
}

/** The pid of a process that has ended, so no process holds it. */
function pidOfEndedProcess(): number {
  return Number(execFileSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]).toString());
}

function writeForgedLock(lockFile: string, owner: Record<string, unknown>) {
  mkdirSync(join(lockFile, ".."), { recursive: true });
  writeFileSync(
    lockFile,
    JSON.stringify({ host: "a-machine", command: "server.ts", since: "2026-01-01T00:00:00.000Z", ...owner }),
  );
}

// The lock is the embedded database's: the PostgreSQL project would only run the same again.
describe.skipIf(process.env.TEST_DATABASE_ENGINE === "postgres")("the embedded database's directory lock", () => {
  it(
    "refuses a second process while the first has the directory open, naming the directory and the holder",
    { timeout: 120_000 },
    async () => {
      const { dataDir, lockFile } = freshDataDir();
      const first = await holdDataDir(dataDir);
      expect(existsSync(lockFile)).toBe(true);

      const second = runTypeScript("tests/fixtures/hold-data-dir.ts", [dataDir]);
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(dataDir);
      expect(second.output()).toContain(`process ${first.child.pid}`);
      expect(second.output()).not.toMatch(/^open$/m);

      // The first is unharmed and, once it closes, the directory is free again.
      expect(first.child.exitCode).toBeNull();
      expect(await first.close()).toBe(0);
      expect(existsSync(lockFile)).toBe(false);
      const third = await holdDataDir(dataDir);
      expect(await third.close()).toBe(0);
    },
  );

  it(
    "takes over the lock of a process killed with kill -9, and finds the data intact",
    { timeout: 120_000 },
    async () => {
      const { dataDir, lockFile } = freshDataDir();
      const killed = await holdDataDir(dataDir);
      killed.child.kill("SIGKILL");
      await killed.exited;
      expect(readFileSync(lockFile, "utf8")).toContain(`"pid":${killed.child.pid}`);

      const next = await holdDataDir(dataDir);
      expect(readFileSync(lockFile, "utf8")).toContain(`"pid":${next.child.pid}`);
      expect(await next.close()).toBe(0);

      const handle = await openDatabase({ engine: "pglite", dataDir });
      const [migrations] = await selectRows<{ count: number }>(
        handle.db,
        sql`select count(*)::int as count from butik_migrations`,
      );
      expect(migrations!.count).toBeGreaterThan(0);
      await handle.close();
    },
  );

  it(
    "takes over a stale lock: its process is gone, it was left before a reboot, or its pid now belongs to a later process",
    { timeout: 120_000 },
    async () => {
      const staleOwners = [
        { pid: pidOfEndedProcess() },
        { pid: process.pid, bootId: "a-boot-before-this-one" },
        { pid: process.pid, startTicks: "1" },
      ];
      const { dataDir, lockFile } = freshDataDir();
      for (const owner of staleOwners) {
        writeForgedLock(lockFile, owner);
        const handle = await openDatabase({ engine: "pglite", dataDir });
        expect(JSON.parse(readFileSync(lockFile, "utf8"))).toMatchObject({
          pid: process.pid,
          command: expect.not.stringMatching(/^server\.ts$/),
        });
        await handle.close();
        expect(existsSync(lockFile)).toBe(false);
      }
    },
  );

  it("refuses a lock that a live process holds, even from within the same process", { timeout: 60_000 }, async () => {
    const { dataDir, lockFile } = freshDataDir();
    const first = await openDatabase({ engine: "pglite", dataDir });
    await expect(openDatabase({ engine: "pglite", dataDir })).rejects.toThrow(`process ${process.pid}`);
    await first.close();
    expect(existsSync(lockFile)).toBe(false);
  });
});
