import { policyPageSlugs, type PolicyPage } from "#commerce/modules/content/browser.ts";
import { useShop } from "#app/shop/use-shop.ts";

/** A link to the terms of purchase or the privacy policy, opening in a new tab so a half-filled form stays. */
export function PolicyLink({ page, children }: { page: PolicyPage; children: string }) {
  const { t, href } = useShop();
  return (
    <a
      href={href(`/${policyPageSlugs[page]}`)}
      target="_blank"
      rel="noopener"
      className="underline hover:text-brand-700"
    >
      {children}
      <span className="sr-only"> {t("policy.newTab")}</span>
    </a>
  );
}
