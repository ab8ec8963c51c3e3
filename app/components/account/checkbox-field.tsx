import { useId } from "react";

/** A labelled checkbox whose error is announced and tied to it; `children` follow the label (a link to read first). */
export function CheckboxField({
  label,
  error,
  children,
  ...input
}: { label: string; error?: string | undefined } & React.InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="flex items-start gap-2 text-sm">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 h-4 w-4"
          {...input}
        />
        <span>
          {label}
          {children ? <> {children}</> : null}
        </span>
      </label>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-sale">
          {error}
        </p>
      ) : null}
    </div>
  );
}
