import { useState } from "react";
import { InputField } from "#app/components/admin/form-fields.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import { localizePath } from "#app/i18n/locale-routing.ts";
import { shopLocales, type ShopLocale } from "#commerce/locale.ts";
import { slugify } from "#commerce/modules/catalogue/browser.ts";

/**
 * A category's name in each language (`names.sv-SE`, `names.en-GB`), each with the shop address
 * its slug makes under the parent, shown as it is typed: the storefront finds a category by it.
 */
export function CategoryNamesFields({
  parentPaths,
  initial,
  fieldError,
}: {
  /** The parent's slugs in each language (empty at the top level). */
  parentPaths: Record<ShopLocale, readonly string[]>;
  initial?: Record<ShopLocale, string>;
  fieldError: (field: string) => string | undefined;
}) {
  const { t } = useAdmin();
  const [names, setNames] = useState<Record<ShopLocale, string>>(initial ?? { "sv-SE": "", "en-GB": "" });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {shopLocales.map((locale) => {
        const slug = slugify(names[locale]);
        // Before anything is typed the address ends in an ellipsis; a name with no letter or digit says why it has none.
        const ending = slug || (names[locale].trim() ? undefined : "\u2026");
        const address = ending && localizePath(`/category/${[...parentPaths[locale], ending].join("/")}`, locale);
        return (
          <InputField
            key={locale}
            label={t(`categories.name.${locale}`)}
            name={`names.${locale}`}
            lang={locale}
            value={names[locale]}
            onChange={(event) => setNames((current) => ({ ...current, [locale]: event.target.value }))}
            required
            maxLength={100}
            autoComplete="off"
            hint={address ? t("categories.address", { path: address }) : t("categories.addressNone")}
            error={fieldError(`names.${locale}`)}
          />
        );
      })}
    </div>
  );
}
