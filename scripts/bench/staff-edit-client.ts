import { fork } from "node:child_process";
import type { EditableProduct, EditKind } from "./edit-kinds.ts";
import type { EditWatch } from "./edit-watch.ts";
import type { PlannedEdit } from "./staff-edits.ts";

/** What the bench asks its back office process (staff-edit-process.ts), one call at a time. */
type StaffCall =
  | { op: "open"; databaseUrl: string; leafCategoryIds: number[] }
  | { op: "plan"; kind: EditKind; product: EditableProduct }
  | { op: "apply"; planId: number }
  | { op: "close" };

/** A call as sent, numbered so its reply finds it. */
export type StaffRequest = StaffCall & { id: number };

export type StaffReply = { id: number } & ({ ok: true; value: unknown } | { ok: false; error: string });

/** The bench's back office, in a process of its own. */
export interface StaffEditProcess {
  pid: number;
  plan(kind: EditKind, product: EditableProduct): Promise<PlannedEdit>;
  close(): Promise<void>;
}

/**
 * Starts the back office process on `databaseUrl`, signed in as the demo owner with its facet index
 * made, and answers once it is ready. A request it cannot do rejects with its reason.
 */
export async function startStaffEditProcess(databaseUrl: string, leafCategoryIds: number[]): Promise<StaffEditProcess> {
  const child = fork("scripts/bench/staff-edit-process.ts", [], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 0;
  child.on("message", (reply: StaffReply) => {
    const request = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (reply.ok) request?.resolve(reply.value);
    else request?.reject(new Error(reply.error));
  });
  const exited = new Promise<void>((resolve) =>
    child.once("exit", (code, signal) => {
      for (const request of waiting.values())
        request.reject(new Error(`the back office process ended (${signal ?? `exit code ${code}`})`));
      waiting.clear();
      resolve();
    }),
  );
  const ask = <T>(call: StaffCall) =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      child.send({ ...call, id } satisfies StaffRequest);
    });

  try {
    await ask({ op: "open", databaseUrl, leafCategoryIds });
  } catch (error) {
    child.kill("SIGTERM");
    await exited;
    throw error;
  }
  return {
    pid: child.pid!,
    async plan(kind, product) {
      const { planId, watch } = await ask<{ planId: number; watch: EditWatch }>({ op: "plan", kind, product });
      return { kind, watch, apply: () => ask<void>({ op: "apply", planId }) };
    },
    async close() {
      await ask({ op: "close" }).catch(() => undefined);
      child.disconnect();
      await exited;
    },
  };
}
