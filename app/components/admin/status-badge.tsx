const tones = {
  neutral: "bg-neutral-100 text-neutral-800",
  success: "bg-brand-100 text-brand-900",
  warning: "bg-amber-100 text-amber-900",
  danger: "bg-red-100 text-red-900",
} as const;

/** A short state label (a status, a role); the words carry the meaning, the colour only helps. */
export function StatusBadge({ tone = "neutral", children }: { tone?: keyof typeof tones; children: React.ReactNode }) {
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${tones[tone]}`}>
      {children}
    </span>
  );
}
