import { JsonLd } from "#app/seo/json-ld.tsx";
import { organizationJsonLd } from "#app/seo/structured-data.ts";
import { useShop } from "#app/shop/use-shop.ts";
import { StoryPart } from "../content/story-part.tsx";

/** The footer: the footer story's blocks (links, newsletter...), then the copyright line. */
export function SiteFooter() {
  const { t, footer, origin } = useShop();
  return (
    <footer className="mt-auto border-t border-neutral-200 bg-brand-50">
      <JsonLd data={organizationJsonLd(origin, "Butik")} />
      {footer ? (
        <div className="flex flex-col gap-10 py-10">
          <StoryPart story={footer} />
        </div>
      ) : null}
      <p className="py-6 text-center text-xs text-neutral-600">
        {t("shell.copyright", { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
