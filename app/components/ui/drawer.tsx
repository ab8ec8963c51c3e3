import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type SyntheticEvent } from "react";

const sideClasses = {
  left: "left-0 right-auto w-[min(22rem,calc(100vw-3rem))] starting:-translate-x-full",
  right: "right-0 left-auto w-full max-w-md starting:translate-x-full",
};

const tabbable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/**
 * A modal drawer sliding in from one side, on the platform's own modal `<dialog>` (ADR 0028): the
 * page behind is inert and does not scroll (app.css), Escape and a click on the backdrop ask
 * `onClose`, Tab and Shift+Tab go round inside it, and when it goes the focus returns to where it
 * was when it came. It is in the page only while its owner renders it, and takes the focus itself,
 * so a screen reader starts with its title (`labelledBy`).
 */
export function Drawer({
  side,
  labelledBy,
  onClose,
  className = "",
  children,
  ...rest
}: {
  side: keyof typeof sideClasses;
  labelledBy: string;
  onClose: () => void;
  className?: string;
  children: ReactNode;
  "data-testid"?: string;
  "aria-busy"?: boolean | undefined;
}) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    element.focus();
    return () => {
      if (element.open) element.close();
      if (returnFocusTo?.isConnected) returnFocusTo.focus();
    };
  }, []);

  // Escape: the owner decides (it renders the drawer no more), rather than the browser closing it.
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    onClose();
  };
  // A click on the backdrop lands on the dialog itself, outside its box.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const stops = [...event.currentTarget.querySelectorAll<HTMLElement>(tabbable)].filter((element) =>
      element.checkVisibility(),
    );
    if (stops.length === 0) return;
    const active = document.activeElement;
    const atEdge = event.shiftKey
      ? active === stops[0] || active === event.currentTarget
      : active === stops[stops.length - 1];
    if (!atEdge) return;
    event.preventDefault();
    (event.shiftKey ? stops[stops.length - 1] : stops[0])!.focus();
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={labelledBy}
      tabIndex={-1}
      onCancel={onCancel}
      onClick={onClick}
      onKeyDown={onKeyDown}
      className={`fixed inset-y-0 m-0 hidden h-dvh max-h-none flex-col border-0 bg-white p-0 shadow-2xl transition-transform duration-300 ease-out outline-none backdrop:bg-neutral-900/40 open:flex motion-reduce:transition-none ${sideClasses[side]} ${className}`}
      {...rest}
    >
      {children}
    </dialog>
  );
}
