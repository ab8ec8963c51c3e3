import { Link, useNavigation } from "react-router";

const variants = {
  primary: "bg-brand-600 text-white hover:bg-brand-700",
  secondary: "border border-neutral-300 bg-white text-neutral-900 hover:bg-neutral-50",
  danger: "border border-sale bg-white text-sale hover:bg-red-50",
} as const;

export type ButtonVariant = keyof typeof variants;

export function buttonClass(variant: ButtonVariant = "primary", size: "md" | "sm" = "md"): string {
  const padding = size === "sm" ? "px-3 py-1 text-sm" : "px-4 py-2 text-sm";
  // self-start: a button keeps its own width inside a column of fields.
  return `inline-flex items-center justify-center gap-2 self-start rounded font-medium disabled:opacity-60 aria-disabled:opacity-60 ${padding} ${variants[variant]}`;
}

/**
 * A submit button that does nothing while its form is on its way (or while `disabled`). It says so
 * with aria-disabled rather than `disabled`: a focused button that becomes disabled loses the focus
 * to the page, so a keyboard user who pressed it would no longer be where they were.
 */
export function SubmitButton({
  variant = "primary",
  size = "md",
  disabled = false,
  onClick,
  children,
  ...button
}: { variant?: ButtonVariant; size?: "md" | "sm" } & React.ButtonHTMLAttributes<HTMLButtonElement>) {
  const navigation = useNavigation();
  const inactive = disabled || navigation.state === "submitting";
  return (
    <button
      type="submit"
      aria-disabled={inactive || undefined}
      className={buttonClass(variant, size)}
      onClick={(event) => {
        if (inactive) event.preventDefault();
        else onClick?.(event);
      }}
      {...button}
    >
      {children}
    </button>
  );
}

/** A link that looks like a button. */
export function ButtonLink({
  variant = "secondary",
  size = "md",
  ...link
}: { variant?: ButtonVariant; size?: "md" | "sm" } & React.ComponentProps<typeof Link>) {
  return <Link className={buttonClass(variant, size)} {...link} />;
}
