import type { ReactNode } from "react";
import { useNavigation } from "react-router";

/** A login page form's submit button, disabled while a form is being sent. */
export function SubmitButton({ children }: { children: ReactNode }) {
  const submitting = useNavigation().state === "submitting";
  return (
    <button
      type="submit"
      disabled={submitting}
      className="rounded-full bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700 disabled:opacity-60"
    >
      {children}
    </button>
  );
}
