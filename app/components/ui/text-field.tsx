import { useId } from "react";

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function TextField({
  label,
  error,
  ...input
}: { label: string; error?: string | undefined } & React.InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="rounded border border-neutral-300 px-3 py-2 aria-invalid:border-sale"
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
