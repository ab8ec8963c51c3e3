import { useId, useRef } from "react";
import { Form } from "react-router";
import { buttonClass, SubmitButton } from "#app/components/admin/buttons.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";

/**
 * An action that asks again before it is done: its button opens a modal dialog (Cancel has the
 * focus; Escape closes it) that says what will happen and holds the action's form.
 */
export function ConfirmAction({
  intent,
  label,
  hint,
  title,
  consequences,
  confirmLabel,
  children,
}: {
  intent: string;
  label: string;
  hint: string;
  title: string;
  /** What doing it will do, one sentence a line. */
  consequences: readonly string[];
  confirmLabel: string;
  /** The form's own fields (a reason, say). */
  children?: React.ReactNode;
}) {
  const { t } = useAdmin();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const hintId = useId();
  return (
    <div className="flex flex-col items-start gap-1">
      <button
        type="button"
        className={buttonClass("danger")}
        aria-haspopup="dialog"
        aria-describedby={hintId}
        onClick={() => {
          dialog.current?.showModal();
          // Cancel, not the dangerous button nor the first field, has the focus when it opens.
          cancel.current?.focus();
        }}
      >
        {label}
      </button>
      <p id={hintId} className="text-xs text-neutral-600">
        {hint}
      </p>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        className="m-auto w-[min(30rem,calc(100vw-2rem))] rounded-lg bg-white p-6 shadow-xl backdrop:bg-black/50"
      >
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <ul className="mt-3 flex list-disc flex-col gap-1 pl-5 text-sm text-neutral-800">
          {consequences.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
        <Form method="post" className="mt-4 flex flex-col gap-4" onSubmit={() => dialog.current?.close()}>
          <input type="hidden" name="intent" value={intent} />
          {children}
          <div className="flex flex-wrap justify-end gap-2">
            <button
              ref={cancel}
              type="button"
              className={buttonClass("secondary")}
              onClick={() => dialog.current?.close()}
            >
              {t("shell.cancel")}
            </button>
            <SubmitButton variant="danger">{confirmLabel}</SubmitButton>
          </div>
        </Form>
      </dialog>
    </div>
  );
}
