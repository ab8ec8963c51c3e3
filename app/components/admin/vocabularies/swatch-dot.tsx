/** A colour's swatch as a dot beside its name (decorative: the name says the colour). */
export function SwatchDot({ swatch }: { swatch: string | null }) {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-6 shrink-0 rounded-full border border-neutral-300"
      style={{ backgroundColor: swatch ?? undefined }}
    />
  );
}
