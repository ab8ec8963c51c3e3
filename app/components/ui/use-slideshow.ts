import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type DragEvent,
  type KeyboardEvent,
  type PointerEvent,
} from "react";

/** How far a finger must travel sideways to count as a swipe. */
const swipeThreshold = 40;
const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

function subscribeToReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/**
 * The state of a carousel or gallery: which slide shows, moving by buttons, arrow keys and swipes,
 * and an optional autoplay that a shopper can pause (and that stops while the pointer or focus is
 * on it, and when the system asks for reduced motion).
 */
export function useSlideshow(count: number, autoplayMs?: number) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const reducedMotion = useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );
  const swipeStart = useRef<number | null>(null);

  const go = useCallback((target: number) => setIndex(((target % count) + count) % count), [count]);
  const next = useCallback(() => setIndex((current) => (current + 1) % count), [count]);
  const previous = useCallback(() => setIndex((current) => (current - 1 + count) % count), [count]);

  const playing = Boolean(autoplayMs) && count > 1 && !paused && !hovered && !reducedMotion;
  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(next, autoplayMs);
    return () => window.clearInterval(timer);
  }, [playing, autoplayMs, next]);

  const containerProps = {
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === "ArrowRight") next();
      else if (event.key === "ArrowLeft") previous();
      else if (event.key === "Home") go(0);
      else if (event.key === "End") go(count - 1);
      else return;
      event.preventDefault();
    },
    onPointerDown: (event: PointerEvent) => {
      swipeStart.current = event.clientX;
    },
    onPointerUp: (event: PointerEvent) => {
      if (swipeStart.current === null) return;
      const distance = event.clientX - swipeStart.current;
      swipeStart.current = null;
      if (distance <= -swipeThreshold) next();
      else if (distance >= swipeThreshold) previous();
    },
    // A mouse drag across a picture would otherwise start the browser's own image drag, not a swipe.
    onDragStart: (event: DragEvent) => event.preventDefault(),
    onPointerEnter: () => setHovered(true),
    onPointerLeave: () => setHovered(false),
    onFocus: () => setHovered(true),
    onBlur: () => setHovered(false),
  };

  return {
    index,
    go,
    next,
    previous,
    paused,
    togglePaused: () => setPaused((value) => !value),
    canAutoplay: Boolean(autoplayMs) && count > 1,
    containerProps,
  };
}
