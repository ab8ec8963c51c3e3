import { createContext, useCallback, useContext, useEffect, useReducer, useRef, type ReactNode } from "react";
import {
  createToast,
  dismissToast,
  emptyToastState,
  enqueueToast,
  removeToast,
  shopToastPosition,
  showNextToast,
  toastTimings,
  type Toast,
  type ToastPosition,
  type ToastRequest,
  type ToastState,
} from "./toast-queue.ts";

type ToastAction =
  { kind: "add"; toast: Toast } | { kind: "next" } | { kind: "dismiss"; id: number } | { kind: "remove"; id: number };

function reduce(state: ToastState, action: ToastAction): ToastState {
  switch (action.kind) {
    case "add":
      return enqueueToast(state, action.toast);
    case "next":
      return showNextToast(state);
    case "dismiss":
      return dismissToast(state, action.id);
    case "remove":
      return removeToast(state, action.id);
  }
}

const ToastContext = createContext<(request: ToastRequest) => void>(() => {});

/** Shows a toast: `showToast({ message, type: "error" })`. */
export function useToast() {
  return useContext(ToastContext);
}

const placement: Record<ToastPosition, string> = {
  "top-right": "top-4 right-4 items-end",
  top: "top-4 inset-x-0 items-center",
  "top-left": "top-4 left-4 items-start",
  "bottom-right": "bottom-4 right-4 items-end",
  bottom: "bottom-4 inset-x-0 items-center",
  "bottom-left": "bottom-4 left-4 items-start",
};

const tones = {
  success: "bg-brand-700 text-white",
  error: "bg-sale text-white",
  info: "bg-sky-800 text-white",
  warning: "bg-amber-300 text-neutral-900",
  default: "bg-neutral-900 text-white",
} as const;

/** The shop's toasts: one at a time, top-right, announced to screen readers. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(reduce, emptyToastState);
  const remaining = useRef(0);
  const startedAt = useRef(0);
  const timer = useRef<number | undefined>(undefined);

  const showToast = useCallback(
    (request: ToastRequest) => dispatch({ kind: "add", toast: createToast(request, shopToastPosition) }),
    [],
  );

  // Queued toasts wait for a clear screen, looked at every 250 ms.
  const waiting = state.queue.length > 0 && state.shown === null;
  useEffect(() => {
    if (!waiting) return;
    const retry = window.setInterval(() => dispatch({ kind: "next" }), toastTimings.queueRetryMs);
    return () => window.clearInterval(retry);
  }, [waiting]);

  const shown = state.shown;
  const startTimer = useCallback((toast: Toast, ms: number) => {
    window.clearTimeout(timer.current);
    remaining.current = ms;
    startedAt.current = Date.now();
    timer.current = window.setTimeout(() => dispatch({ kind: "dismiss", id: toast.id }), ms);
  }, []);
  useEffect(() => {
    if (!shown) return;
    startTimer(shown, shown.durationMs);
    return () => window.clearTimeout(timer.current);
  }, [shown, startTimer]);

  useEffect(() => {
    if (!shown || !state.leaving) return;
    const fade = window.setTimeout(() => dispatch({ kind: "remove", id: shown.id }), toastTimings.fadeMs);
    return () => window.clearTimeout(fade);
  }, [shown, state.leaving]);

  const pause = () => {
    window.clearTimeout(timer.current);
    remaining.current -= Date.now() - startedAt.current;
  };
  const resume = () => {
    if (shown && !state.leaving) startTimer(shown, Math.max(remaining.current, 0));
  };

  return (
    <ToastContext value={showToast}>
      {children}
      <div
        aria-live="polite"
        className={`pointer-events-none fixed z-50 flex flex-col ${placement[shown?.position ?? shopToastPosition]}`}
      >
        {shown ? (
          <div
            role={shown.type === "error" ? "alert" : "status"}
            data-toast-type={shown.type}
            onPointerEnter={pause}
            onPointerLeave={resume}
            onClick={() => shown.dismissible && dispatch({ kind: "dismiss", id: shown.id })}
            className={`pointer-events-auto max-w-sm rounded-lg px-4 py-3 text-sm font-medium shadow-lg transition-opacity duration-150 ${tones[shown.type]} ${state.leaving ? "opacity-0" : "opacity-100"} ${shown.dismissible ? "cursor-pointer" : ""}`}
          >
            {shown.message}
          </div>
        ) : null}
      </div>
    </ToastContext>
  );
}
