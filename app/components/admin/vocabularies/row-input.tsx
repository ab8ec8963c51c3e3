import { useId } from "react";

/**
 * A text input inside a table row: the column header names it on screen, `label` (naming the row's
 * entry) for assistive technology; its error shows under it and is announced with it.
 */
export function RowInput({
  label,
  error,
  ...input
}: { label: string; error?: string | undefined } & React.InputHTMLAttributes<HTMLInputElement>) {
  const errorId = useId();
  return (
    <div className="flex min-w-32 flex-col gap-1">
      <input
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="w-full rounded border border-neutral-300 bg-white px-2 py-1 text-sm aria-invalid:border-sale"
        autoComplete="off"
        {...input}
      />
      {error ? (
        <p id={errorId} className="text-sm text-sale">
          {error}
        </p>
      ) : null}
    </div>
  );
}
