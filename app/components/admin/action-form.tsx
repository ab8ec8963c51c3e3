import { useId } from "react";
import { Form } from "react-router";
import { SubmitButton } from "#app/components/admin/buttons.tsx";

/** One action without fields: its button in a form of its own, with a line on what it does. */
export function ActionForm({
  intent,
  label,
  hint,
  variant = "primary",
}: {
  intent: string;
  label: string;
  hint: string;
  variant?: "primary" | "secondary";
}) {
  const hintId = useId();
  return (
    <Form method="post" className="flex flex-col items-start gap-1">
      <input type="hidden" name="intent" value={intent} />
      <SubmitButton variant={variant} aria-describedby={hintId}>
        {label}
      </SubmitButton>
      <p id={hintId} className="text-xs text-neutral-600">
        {hint}
      </p>
    </Form>
  );
}
