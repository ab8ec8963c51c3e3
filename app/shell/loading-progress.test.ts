import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLoadingProgress } from "./loading-progress.ts";

describe("the loading bar's progress", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("stays hidden for loads shorter than the 200 ms throttle", () => {
    const bar = createLoadingProgress();
    bar.start();
    vi.advanceTimersByTime(150);
    bar.finish();
    expect(bar.getState()).toEqual({ progress: 0, visible: false, error: false });
    vi.advanceTimersByTime(2000);
    expect(bar.getState().visible).toBe(false);
  });

  it("grows while loading, saturates below 100, ends at 100, hides after 500 ms and resets 400 ms later", () => {
    const bar = createLoadingProgress();
    const seen: number[] = [];
    bar.subscribe(() => seen.push(bar.getState().progress));
    bar.start();
    vi.advanceTimersByTime(200);
    expect(bar.getState().visible).toBe(true);
    vi.advanceTimersByTime(1800);
    const atDuration = bar.getState().progress;
    expect(atDuration).toBeGreaterThan(60);
    expect(atDuration).toBeLessThan(80);
    vi.advanceTimersByTime(60_000);
    expect(bar.getState().progress).toBeLessThan(100);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));

    bar.finish();
    expect(bar.getState()).toMatchObject({ progress: 100, visible: true });
    vi.advanceTimersByTime(499);
    expect(bar.getState().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(bar.getState()).toMatchObject({ progress: 100, visible: false });
    vi.advanceTimersByTime(400);
    expect(bar.getState()).toEqual({ progress: 0, visible: false, error: false });
  });

  it("turns the error colour on an application error, until the next load starts", () => {
    const bar = createLoadingProgress();
    bar.start();
    vi.advanceTimersByTime(300);
    bar.fail();
    expect(bar.getState()).toMatchObject({ progress: 100, visible: true, error: true });
    vi.advanceTimersByTime(900);
    expect(bar.getState()).toEqual({ progress: 0, visible: false, error: true });
    bar.start();
    expect(bar.getState().error).toBe(false);

    bar.finish();
    bar.fail();
    expect(bar.getState()).toMatchObject({ visible: true, error: true });
  });
});
