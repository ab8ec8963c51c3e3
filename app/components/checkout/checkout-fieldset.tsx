import type { ReactNode } from "react";

/** One part of the checkout form: a bordered fieldset named by its legend. */
export function CheckoutFieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border border-neutral-200 p-6">
      <legend className="text-lg font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}
