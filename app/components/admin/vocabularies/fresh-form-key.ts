import type { AdminFormOutcome } from "#app/components/admin/form-outcome.tsx";

/** A key that changes once the form's entry is added, so its fields start empty again; a refused form keeps them. */
export function freshFormKey(outcome: AdminFormOutcome | undefined, key: string): string {
  return outcome?.intent === key && outcome.done ? `${key} ${String(outcome.done.params?.name)}` : key;
}
