import { useState } from "react";
import { InputField, TextAreaField } from "#app/components/admin/form-fields.tsx";
import { Panel } from "#app/components/admin/form-notice.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import { slugify } from "#commerce/modules/catalogue/browser.ts";
import { shopLocales } from "#commerce/locale.ts";
import type { ProductFormValues } from "./product-form-values.ts";

type FieldError = (field: string) => string | undefined;

/** A unique name made from a name: SPEC §2's slug without hyphens at its ends. */
const suggestedUniqueName = (name: string) => slugify(name).replace(/^-+|-+$/g, "");

/**
 * The product's name, short description and description in each language, and its unique name
 * (its address in the shop). On a new product the unique name follows the Swedish name as it is
 * typed, until the member types one of their own.
 */
export function ProductTextFields({
  values,
  isNew,
  fieldError,
}: {
  values: ProductFormValues;
  isNew: boolean;
  fieldError: FieldError;
}) {
  const { t } = useAdmin();
  const [uniqueName, setUniqueName] = useState(values.uniqueName);
  const [ownUniqueName, setOwnUniqueName] = useState(!isNew || values.uniqueName !== "");
  return (
    <>
      <Panel title={t("productEditor.texts")}>
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          {shopLocales.map((locale) => (
            <fieldset key={locale} className="flex flex-col gap-4">
              <legend className="mb-2 font-medium">{t(`productEditor.texts.${locale}`)}</legend>
              <InputField
                label={t("productEditor.name")}
                name={`texts.${locale}.name`}
                defaultValue={values.texts[locale].name}
                required
                maxLength={200}
                lang={locale}
                error={fieldError(`texts.${locale}.name`)}
                onChange={
                  isNew && locale === "sv-SE" && !ownUniqueName
                    ? (event) => setUniqueName(suggestedUniqueName(event.currentTarget.value))
                    : undefined
                }
              />
              <TextAreaField
                label={t("productEditor.shortDescription")}
                name={`texts.${locale}.shortDescription`}
                defaultValue={values.texts[locale].shortDescription}
                rows={2}
                maxLength={500}
                lang={locale}
                error={fieldError(`texts.${locale}.shortDescription`)}
              />
              <TextAreaField
                label={t("productEditor.description")}
                name={`texts.${locale}.description`}
                defaultValue={values.texts[locale].description}
                rows={6}
                lang={locale}
                error={fieldError(`texts.${locale}.description`)}
              />
            </fieldset>
          ))}
        </div>
      </Panel>
      <Panel title={t("productEditor.address")}>
        <InputField
          label={t("productEditor.uniqueName")}
          name="uniqueName"
          value={uniqueName}
          onChange={(event) => {
            setUniqueName(event.currentTarget.value);
            setOwnUniqueName(true);
          }}
          required
          maxLength={200}
          pattern="[a-z0-9]+(-[a-z0-9]+)*"
          autoComplete="off"
          spellCheck={false}
          hint={t(isNew ? "productEditor.uniqueNameHint" : "productEditor.uniqueNameHintExisting", {
            example: uniqueName || "…",
          })}
          error={fieldError("uniqueName")}
        />
      </Panel>
    </>
  );
}
