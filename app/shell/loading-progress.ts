/** SPEC §9 loading bar timings, in milliseconds. */
export const loadingBarTimings = { duration: 2000, throttle: 200, hideDelay: 500, resetDelay: 400 } as const;
const tickMs = 100;

export interface LoadingState {
  /** 0 to 100; it creeps towards 100 while loading and never passes it. */
  progress: number;
  visible: boolean;
  error: boolean;
}

/**
 * Progress that only shows when loading lasts longer than the throttle, grows quickly and then ever
 * more slowly (it cannot know the real end), jumps to 100 at the end, fades out after the hide
 * delay and resets after the reset delay. An error turns it the error colour until the next start.
 */
export function createLoadingProgress(timings = loadingBarTimings) {
  let state: LoadingState = { progress: 0, visible: false, error: false };
  const listeners = new Set<() => void>();
  let startedAt = 0;
  let throttleTimer: ReturnType<typeof setTimeout> | undefined;
  let tickTimer: ReturnType<typeof setInterval> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let loading = false;

  const set = (next: Partial<LoadingState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  const clearTimers = () => {
    clearTimeout(throttleTimer);
    clearInterval(tickTimer);
    clearTimeout(hideTimer);
  };
  // Reaches about 70% at `duration`, then saturates towards 100.
  const estimate = (elapsed: number) =>
    Math.min(99, (200 / Math.PI) * Math.atan(((elapsed / timings.duration) * 100) / 50));

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (loading) return;
      loading = true;
      clearTimers();
      set({ progress: 0, visible: false, error: false });
      startedAt = Date.now();
      throttleTimer = setTimeout(() => {
        set({ visible: true, progress: estimate(Date.now() - startedAt) });
        tickTimer = setInterval(() => set({ progress: estimate(Date.now() - startedAt) }), tickMs);
      }, timings.throttle);
    },
    finish() {
      if (!loading) return;
      loading = false;
      clearTimers();
      if (!state.visible) {
        set({ progress: 0 });
        return;
      }
      set({ progress: 100 });
      hideTimer = setTimeout(() => {
        set({ visible: false });
        hideTimer = setTimeout(() => set({ progress: 0 }), timings.resetDelay);
      }, timings.hideDelay);
    },
    /** An application error: the bar shows in the error colour and completes. */
    fail() {
      if (!loading) {
        clearTimers();
        loading = true;
        set({ visible: true });
      }
      set({ error: true });
      this.finish();
    },
  };
}

export type LoadingProgress = ReturnType<typeof createLoadingProgress>;
