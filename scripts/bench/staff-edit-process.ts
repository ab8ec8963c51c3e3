/**
 * The bench's back office as a process of its own (started by staff-edit-client.ts): the engine's
 * work on each save would otherwise run on the thread that times the listing load, and its own CPU
 * time could not be told from the load's. Answers one request at a time, as one member of staff works.
 */
import type { StaffReply, StaffRequest } from "./staff-edit-client.ts";
import { openStaffBench, type PlannedEdit, type StaffBench } from "./staff-edits.ts";

let bench: StaffBench | undefined;
const planned = new Map<number, PlannedEdit>();
let nextPlanId = 0;

async function handle(request: StaffRequest): Promise<unknown> {
  switch (request.op) {
    case "open":
      bench = await openStaffBench(request.databaseUrl, request.leafCategoryIds);
      // This process applies its own edits to its own index at once, as a shop process does.
      await bench.warmUp();
      return undefined;
    case "plan": {
      const edit = await bench!.plan(request.kind, request.product);
      const planId = nextPlanId++;
      planned.set(planId, edit);
      return { planId, watch: edit.watch };
    }
    case "apply": {
      const edit = planned.get(request.planId)!;
      planned.delete(request.planId);
      await edit.apply();
      return undefined;
    }
    case "close":
      await bench?.close();
      return undefined;
  }
}

process.on("message", (request: StaffRequest) => {
  void handle(request).then(
    (value) => process.send!({ id: request.id, ok: true, value } satisfies StaffReply),
    (error: unknown) =>
      process.send!({ id: request.id, ok: false, error: (error as Error).message } satisfies StaffReply),
  );
});

// The bench closed the channel (after "close", or because it stopped): nothing more will be asked.
process.on("disconnect", () => process.exit(0));
