import type { ReactNode } from "react";
import { Link } from "react-router";
import { LineIcon, type LineIconName } from "../ui/line-icon.tsx";

/** One of the header's line icons, for the eye only: its control carries the name. */
export function HeaderIcon({ name, className = "h-6 w-6" }: { name: LineIconName; className?: string }) {
  return <LineIcon name={name} className={className} strokeWidth={1.8} />;
}

/**
 * The header's icon controls: a 40 px square on phones (a comfortable tap target that still leaves
 * room for six of them and the logo on a 360 px screen); on wide screens the name shows beside it.
 * Without a display: each control says when it shows (`flex`, `hidden lg:flex`...).
 */
export const headerControlClass =
  "relative h-10 min-w-10 shrink-0 items-center justify-center gap-1.5 rounded-full text-sm font-medium hover:bg-neutral-100 xl:px-3";

/** The name beside a header icon: read by screen readers everywhere, shown only on wide screens. */
export function HeaderControlLabel({
  children,
  "aria-hidden": ariaHidden,
}: {
  children: ReactNode;
  "aria-hidden"?: boolean;
}) {
  return (
    <span className="max-xl:sr-only" aria-hidden={ariaHidden}>
      {children}
    </span>
  );
}

/** An icon link in the header's top row (account, wishlist, store finder); `className` may say when it shows. */
export function HeaderIconLink({
  to,
  label,
  icon,
  className = "flex",
}: {
  to: string;
  label: string;
  icon: LineIconName;
  className?: string;
}) {
  return (
    <Link to={to} className={`${headerControlClass} ${className}`}>
      <HeaderIcon name={icon} />
      <HeaderControlLabel>{label}</HeaderControlLabel>
    </Link>
  );
}
