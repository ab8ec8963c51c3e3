/** The shop's line icons (24 × 24, drawn in the text's colour). */
const lineIconPaths = {
  chevronDown: "M6 9l6 6 6-6",
  check: "M5 12.5 10 17.5 19 7",
  bag: "M6 7h12l-1 13H7L6 7zm3 0a3 3 0 0 1 6 0",
  heart: "M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z",
  account: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0",
  pin: "M12 21s-6-5.4-6-11a6 6 0 0 1 12 0c0 5.6-6 11-6 11zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z",
  search: "M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm5-2 4 4",
  menu: "M4 7h16M4 12h16M4 17h16",
  close: "M6 6l12 12M18 6 6 18",
  filter: "M4 6h16M7 12h10M10 18h4",
};

export type LineIconName = keyof typeof lineIconPaths;

/** A line icon for the eye only: the control or text beside it carries the meaning. */
export function LineIcon({
  name,
  className = "h-4 w-4",
  strokeWidth = 2,
}: {
  name: LineIconName;
  className?: string;
  strokeWidth?: number;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      aria-hidden="true"
    >
      <path d={lineIconPaths[name]} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
