import type { ReactNode } from "react";
import { Link } from "react-router";
import { useShop } from "#app/shop/use-shop.ts";

/**
 * A link a merchant set in the CMS: a shop path goes through the router in the page's locale; an
 * outside URL opens as a plain link.
 */
export function BlockLink({
  to,
  className,
  children,
  ...aria
}: {
  to: string;
  className?: string;
  children: ReactNode;
  "aria-label"?: string;
}) {
  const { href } = useShop();
  if (to.startsWith("/")) {
    return (
      <Link to={href(to)} className={className} {...aria}>
        {children}
      </Link>
    );
  }
  const external = /^https?:/i.test(to);
  return (
    <a href={to} className={className} {...(external ? { rel: "noopener noreferrer" } : {})} {...aria}>
      {children}
    </a>
  );
}

export const buttonStyles = {
  primary:
    "inline-flex items-center justify-center rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
  secondary:
    "inline-flex items-center justify-center rounded-full border border-brand-700 px-6 py-3 font-semibold text-brand-900 hover:bg-brand-50",
  ghost:
    "inline-flex items-center justify-center rounded-full px-6 py-3 font-semibold text-brand-900 underline-offset-4 hover:underline",
  light:
    "inline-flex items-center justify-center rounded-full bg-white px-6 py-3 font-semibold text-brand-900 hover:bg-brand-100",
} as const;

/** A block's call to action: shown only when the merchant set both its link and its label. */
export function CallToAction({
  link,
  label,
  variant,
}: {
  link: string | undefined;
  label: string | undefined;
  variant: keyof typeof buttonStyles;
}) {
  if (!link || !label) return null;
  return (
    <BlockLink to={link} className={buttonStyles[variant]}>
      {label}
    </BlockLink>
  );
}
