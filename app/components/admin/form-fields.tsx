import { useId } from "react";
import { useAdmin } from "./use-admin.ts";

export const inputClass =
  "w-full rounded border border-neutral-300 bg-white px-3 py-2 text-sm aria-invalid:border-sale disabled:bg-neutral-100";

interface FieldFrameProps {
  label: string;
  /** The field's problem, already in the member's language. */
  error?: string | undefined;
  hint?: string | undefined;
}

/** Label, hint and error around one control, tied together with aria-describedby. */
export function FieldFrame({
  label,
  error,
  hint,
  children,
}: FieldFrameProps & { children: (ids: { id: string; describedBy: string | undefined }) => React.ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({ id, describedBy })}
      {hint ? (
        <p id={hintId} className="text-xs text-neutral-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-sale">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled text input (any input type) whose error is announced with it. */
export function InputField({
  label,
  error,
  hint,
  ...input
}: FieldFrameProps & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {({ id, describedBy }) => (
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClass}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

/** A labelled select over value/label pairs. */
export function SelectField({
  label,
  error,
  hint,
  options,
  ...select
}: FieldFrameProps & {
  options: readonly { value: string; label: string }[];
} & React.SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {({ id, describedBy }) => (
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClass}
          {...select}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** A labelled multi-line text input. */
export function TextAreaField({
  label,
  error,
  hint,
  ...textarea
}: FieldFrameProps & React.TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClass}
          rows={4}
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}

/** A checkbox with its label beside it. */
export function CheckboxField({
  label,
  error,
  ...input
}: { label: string; error?: string | undefined } & React.InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          className="size-4 accent-brand-600"
          aria-invalid={error ? true : undefined}
          {...input}
        />
        <label htmlFor={id} className="text-sm">
          {label}
        </label>
      </div>
      {error ? <p className="text-sm text-sale">{error}</p> : null}
    </div>
  );
}

/** A staff member's new password, with the rule as its hint (invite, reset and account pages). */
export function NewPasswordField({ name = "password", error }: { name?: string; error?: string | undefined }) {
  const { t } = useAdmin();
  return (
    <InputField
      label={t("shell.password.new")}
      name={name}
      type="password"
      autoComplete="new-password"
      hint={t("shell.password.hint")}
      required
      error={error}
    />
  );
}
