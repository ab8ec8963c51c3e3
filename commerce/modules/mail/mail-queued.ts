/**
 * This process's signal that mail was queued, so its delivery worker looks sooner than its next
 * poll. Process-wide on purpose: whichever engine instance queued it, this process's worker sends
 * it; other processes find it at their next poll.
 */
const listeners = new Set<() => void>();

/** Calls `listener` each time this process queues mail; returns the function that stops it. */
export function onMailQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceMailQueued(): void {
  for (const listener of listeners) listener();
}
