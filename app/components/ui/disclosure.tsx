import { useId, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from "react";
import { LineIcon } from "./line-icon.tsx";

/**
 * A button that shows and hides a panel (the WAI-ARIA disclosure pattern). Escape closes it and
 * returns focus to the button; so does focus or a click moving elsewhere.
 */
export function Disclosure({
  label,
  children,
  className = "",
  buttonClassName = "",
  panelClassName = "",
}: {
  label: ReactNode;
  children: ReactNode;
  className?: string;
  buttonClassName?: string;
  panelClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    setOpen(false);
    button.current?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };
  return (
    <div className={`relative ${className}`} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className={`inline-flex items-center gap-1 ${buttonClassName}`}
      >
        {label}
        <LineIcon name="chevronDown" className={`h-4 w-4 transition ${open ? "rotate-180" : ""}`} />
      </button>
      <div id={panelId} hidden={!open} className={panelClassName}>
        {children}
      </div>
    </div>
  );
}
