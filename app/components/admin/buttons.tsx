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
  return `inline-flex items-center justify-center gap-2 self-start rounded font-medium disabled:opacity-60 ${padding} ${variants[variant]}`;
}

/** A submit button that is disabled while its form is on its way. */
export function SubmitButton({
  variant = "primary",
  size = "md",
  children,
  ...button
}: { variant?: ButtonVariant; size?: "md" | "sm" } & React.ButtonHTMLAttributes<HTMLButtonElement>) {
  const navigation = useNavigation();
  return (
    <button
      type="submit"
      disabled={navigation.state === "submitting"}
      className={buttonClass(variant, size)}
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
