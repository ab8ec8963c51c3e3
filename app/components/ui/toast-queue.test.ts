import { describe, expect, it } from "vitest";
import {
  createToast,
  dismissToast,
  emptyToastState,
  enqueueToast,
  removeToast,
  showNextToast,
  toastPositions,
  toastTimings,
} from "./toast-queue.ts";

describe("toasts", () => {
  it("default to a success toast for 3000 ms, bottom-right unless the shop says otherwise", () => {
    expect(createToast({ message: "Saved" })).toMatchObject({
      type: "success",
      position: "bottom-right",
      durationMs: 3000,
      dismissible: true,
    });
    expect(createToast({ message: "Saved" }, "top-right").position).toBe("top-right");
    expect(toastTimings).toEqual({ durationMs: 3000, fadeMs: 150, queueRetryMs: 250 });
  });

  it("accept SPEC's six positions and refuse any other", () => {
    for (const position of toastPositions) expect(createToast({ message: "x", position }).position).toBe(position);
    expect(() => createToast({ message: "x", position: "middle" })).toThrow(
      /must be one of top-right, top, top-left, bottom-right, bottom, bottom-left/,
    );
  });

  it("show one at a time: the queue waits until the screen is clear", () => {
    const first = createToast({ message: "one" });
    const second = createToast({ message: "two", type: "error" });
    let state = enqueueToast(enqueueToast(emptyToastState, first), second);
    state = showNextToast(state);
    expect(state.shown?.message).toBe("one");
    expect(showNextToast(state)).toBe(state);
    state = dismissToast(state, first.id);
    expect(state.leaving).toBe(true);
    expect(showNextToast(state).shown?.message).toBe("one");
    state = showNextToast(removeToast(state, first.id));
    expect(state.shown).toMatchObject({ message: "two", type: "error" });
    expect(state.queue).toEqual([]);
  });
});
