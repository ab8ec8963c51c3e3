/** A term and its description in one of the order page's lists (`<dl>`). */
export function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium text-neutral-600 uppercase">{term}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}
