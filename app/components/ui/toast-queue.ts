/** SPEC §5/§9 toasts: their types, positions and timings, and the queue that shows one at a time. */

export const toastTypes = ["success", "error", "info", "warning", "default"] as const;
export type ToastType = (typeof toastTypes)[number];

export const toastPositions = ["top-right", "top", "top-left", "bottom-right", "bottom", "bottom-left"] as const;
export type ToastPosition = (typeof toastPositions)[number];

export const toastTimings = {
  durationMs: 3000,
  fadeMs: 150,
  queueRetryMs: 250,
} as const;
/** SPEC §9: toasts default to bottom-right; this shop shows them top-right. */
export const defaultToastPosition: ToastPosition = "bottom-right";
export const shopToastPosition: ToastPosition = "top-right";

export interface ToastRequest {
  message: string;
  type?: ToastType;
  position?: string;
  durationMs?: number;
  dismissible?: boolean;
}

export interface Toast {
  id: number;
  message: string;
  type: ToastType;
  position: ToastPosition;
  durationMs: number;
  dismissible: boolean;
}

let nextId = 1;

/** A toast with SPEC's defaults filled in; a position outside SPEC's six is refused. */
export function createToast(request: ToastRequest, position: ToastPosition = defaultToastPosition): Toast {
  const chosen = request.position ?? position;
  if (!(toastPositions as readonly string[]).includes(chosen))
    throw new Error(`Toast position must be one of ${toastPositions.join(", ")}; got "${chosen}"`);
  return {
    id: nextId++,
    message: request.message,
    type: request.type ?? "success",
    position: chosen as ToastPosition,
    durationMs: request.durationMs ?? toastTimings.durationMs,
    dismissible: request.dismissible ?? true,
  };
}

/** What is on screen and what waits: one toast shows at a time, the rest queue behind it. */
export interface ToastState {
  shown: Toast | null;
  leaving: boolean;
  queue: Toast[];
}

export const emptyToastState: ToastState = { shown: null, leaving: false, queue: [] };

/** A new toast joins the queue; the queue is looked at every 250 ms. */
export function enqueueToast(state: ToastState, toast: Toast): ToastState {
  return { ...state, queue: [...state.queue, toast] };
}

/** The 250 ms retry: when the screen is clear, the next queued toast shows. */
export function showNextToast(state: ToastState): ToastState {
  if (state.shown || state.queue.length === 0) return state;
  const [next, ...rest] = state.queue;
  return { shown: next!, leaving: false, queue: rest };
}

/** Starts the 150 ms fade of the shown toast. */
export function dismissToast(state: ToastState, id: number): ToastState {
  return state.shown?.id === id ? { ...state, leaving: true } : state;
}

/** After the fade, the screen is clear. */
export function removeToast(state: ToastState, id: number): ToastState {
  return state.shown?.id === id ? { ...state, shown: null, leaving: false } : state;
}
