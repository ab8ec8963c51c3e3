/**
 * PGlite is one Postgres instance inside one process, with no locking of its own on disk: two
 * processes on one directory overwrite each other's pages and WAL, and the database is lost. So
 * whoever opens the directory first holds `<dataDir>.lock`, and everyone else is refused until it
 * closes or dies.
 *
 * The lock is created atomically (written aside, then hard-linked into place, so nobody ever reads
 * a half-written one) and names its owner: pid, the process's start time and the boot it runs in.
 * A lock whose owner is gone (no such pid, another boot, or the pid now belongs to a later process)
 * is stale and taken over, so a `kill -9` or a power cut never leaves the shop unable to start.
 * Start time and boot come from Linux's /proc; elsewhere only the pid is checked.
 */
import { randomBytes } from "node:crypto";
import { linkSync, readFileSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";

interface LockOwner {
  pid: number;
  /** The process's start, in clock ticks since boot (/proc/<pid>/stat), to tell a reused pid. */
  startTicks?: string;
  bootId?: string;
  host: string;
  command: string;
  since: string;
}

/** Another live process has the embedded database open. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly lockFile: string,
    readonly owner: LockOwner,
  ) {
    super(
      `The database in ${dataDir} is in use by process ${owner.pid} (${owner.command} on ${owner.host}, since ${owner.since}). ` +
        `Only one process may open it at a time: stop that one first, set DATA_DIR to another directory, or use PostgreSQL (DATABASE_URL) to run several. ` +
        `If no such process runs, delete ${lockFile}.`,
    );
    this.name = "DataDirInUseError";
  }
}

export interface DataDirLock {
  release(): void;
}

const attempts = 50;

/** Takes the lock of an embedded database directory, or throws DataDirInUseError naming its holder. */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const lockFile = `${dataDir.replace(/[/\\]+$/, "")}.lock`;
  const me = describeThisProcess();
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const created = createExclusively(lockFile, me);
    if (created !== undefined) return holdLock(lockFile, created);
    const found = readLock(lockFile);
    if (!found) continue; // released meanwhile: try again
    if (found.owner && isRunning(found.owner)) throw new DataDirInUseError(dataDir, lockFile, found.owner);
    await removeStaleLock(lockFile, found.inode, me);
  }
  throw new Error(`Could not take the lock ${lockFile} after ${attempts} attempts: other processes keep taking it.`);
}

function holdLock(lockFile: string, inode: number): DataDirLock {
  // An exit without close (an uncaught error, process.exit) still frees the directory at once;
  // a kill -9 cannot, which is what the stale-lock check is for.
  const releaseOnExit = () => unlinkIfSame(lockFile, inode);
  process.once("exit", releaseOnExit);
  return {
    release() {
      process.removeListener("exit", releaseOnExit);
      unlinkIfSame(lockFile, inode);
    },
  };
}

/** Writes the owner aside and links it into place: the link fails if the lock exists. Gives the new file's inode. */
function createExclusively(path: string, owner: LockOwner): number | undefined {
  const draft = `${path}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(draft, JSON.stringify(owner), { flush: true });
  try {
    linkSync(draft, path);
    return statSync(path).ino;
  } catch (error) {
    if (errorCode(error) === "EEXIST") return undefined;
    throw error;
  } finally {
    unlinkSync(draft);
  }
}

/** The lock's owner (undefined when the file is not one of ours) and inode; undefined when there is no lock. */
function readLock(path: string): { owner: LockOwner | undefined; inode: number } | undefined {
  try {
    const inode = statSync(path).ino;
    return { owner: parseOwner(readFileSync(path, "utf8")), inode };
  } catch (error) {
    if (errorCode(error) === "ENOENT") return undefined;
    throw error;
  }
}

function parseOwner(text: string): LockOwner | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockOwner>;
    return typeof value.pid === "number"
      ? { host: "?", command: "?", since: "?", ...value, pid: value.pid }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Removes a stale lock, one process at a time: without the guard, two processes that both found
 * the same stale lock could each remove it, and the slower would remove the faster one's new lock.
 * Under the guard, the stale file can only disappear, never be replaced, so the inode check holds.
 */
async function removeStaleLock(lockFile: string, staleInode: number, me: LockOwner): Promise<void> {
  const guard = `${lockFile}.takeover`;
  const guardInode = createExclusively(guard, me);
  if (guardInode === undefined) {
    // Someone else is taking over right now; or died doing so, in the microseconds the guard is
    // held, which is the one case left to a race between two starts at the same instant.
    const found = readLock(guard);
    if (found && !(found.owner && isRunning(found.owner))) unlinkIfSame(guard, found.inode);
    await sleep(20);
    return;
  }
  try {
    unlinkIfSame(lockFile, staleInode);
  } finally {
    unlinkIfSame(guard, guardInode);
  }
}

function unlinkIfSame(path: string, inode: number) {
  try {
    if (statSync(path).ino === inode) unlinkSync(path);
  } catch (error) {
    if (errorCode(error) !== "ENOENT") throw error;
  }
}

function isRunning(owner: LockOwner): boolean {
  const bootId = readBootId();
  if (owner.bootId && bootId && owner.bootId !== bootId) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if (errorCode(error) === "ESRCH") return false;
  }
  const startTicks = readStartTicks(owner.pid);
  return !(owner.startTicks && startTicks && owner.startTicks !== startTicks);
}

function describeThisProcess(): LockOwner {
  return {
    pid: process.pid,
    startTicks: readStartTicks(process.pid),
    bootId: readBootId(),
    host: hostname(),
    command: process.argv.slice(1).join(" ") || process.argv0,
    since: new Date().toISOString(),
  };
}

function readBootId(): string | undefined {
  return readProcFile("/proc/sys/kernel/random/boot_id")?.trim();
}

/** Field 22 of /proc/<pid>/stat; the name before it may hold spaces and parentheses, so count from the last ")". */
function readStartTicks(pid: number): string | undefined {
  const stat = readProcFile(`/proc/${pid}/stat`);
  return stat?.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
}

function readProcFile(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}
