import { Form } from "react-router";
import { SubmitButton } from "#app/components/admin/buttons.tsx";
import { InputField, TextAreaField } from "#app/components/admin/form-fields.tsx";
import { useFormOutcome, type AdminFormOutcome } from "#app/components/admin/form-outcome.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import { shopLocales } from "#commerce/locale.ts";
import type { StoreFormInput } from "#commerce/modules/stores/index.ts";
import { HoursFields } from "./hours-fields.tsx";
import { StorePositionFields } from "./store-position-fields.tsx";

const days = ["weekdays", "saturday", "sunday"] as const;

function Section({ legend, hint, children }: { legend: string; hint?: string; children: React.ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border border-neutral-200 bg-white p-4">
      <legend className="px-1 font-semibold">{legend}</legend>
      {hint ? <p className="-mt-2 max-w-prose text-sm text-neutral-600">{hint}</p> : null}
      {children}
    </fieldset>
  );
}

/**
 * The store editor's form: code, texts per language, address, map position, contact, sort order
 * and the week's opening hours. The engine checks every field; refusals show beside their fields.
 */
export function StoreForm({
  intent,
  values,
  outcome,
}: {
  intent: "create" | "save";
  values: StoreFormInput;
  outcome: AdminFormOutcome | undefined;
}) {
  const { t } = useAdmin();
  const { notice, fieldError } = useFormOutcome(outcome, intent);
  return (
    <Form method="post" className="flex flex-col gap-6" noValidate>
      <input type="hidden" name="intent" value={intent} />
      {notice}
      <Section legend={t("stores.texts")} hint={t("stores.textsHint")}>
        <InputField
          label={t("stores.code")}
          hint={t("stores.codeHint")}
          name="code"
          defaultValue={values.code}
          required
          maxLength={40}
          error={fieldError("code")}
        />
        <div className="grid gap-4 md:grid-cols-2">
          {shopLocales.map((locale) => {
            const language = t(`stores.language.${locale}`);
            return (
              <div key={locale} className="flex flex-col gap-4" lang={locale}>
                <InputField
                  label={t("stores.name", { language })}
                  name={`texts.${locale}.name`}
                  defaultValue={values.texts[locale].name}
                  maxLength={100}
                  error={fieldError(`texts.${locale}.name`)}
                />
                <TextAreaField
                  label={t("stores.storeDescription", { language })}
                  name={`texts.${locale}.description`}
                  defaultValue={values.texts[locale].description}
                  maxLength={2000}
                  rows={3}
                  error={fieldError(`texts.${locale}.description`)}
                />
              </div>
            );
          })}
        </div>
      </Section>
      <Section legend={t("stores.address")}>
        <InputField
          label={t("stores.streetAddress")}
          name="streetAddress"
          autoComplete="off"
          defaultValue={values.streetAddress}
          required
          error={fieldError("streetAddress")}
        />
        <div className="grid gap-4 md:grid-cols-3">
          <InputField
            label={t("stores.zipCode")}
            name="zipCode"
            defaultValue={values.zipCode}
            required
            error={fieldError("zipCode")}
          />
          <InputField
            label={t("stores.city")}
            name="city"
            defaultValue={values.city}
            required
            error={fieldError("city")}
          />
          <InputField
            label={t("stores.country")}
            hint={t("stores.countryHint")}
            name="country"
            defaultValue={values.country}
            required
            maxLength={2}
            error={fieldError("country")}
          />
        </div>
      </Section>
      <Section legend={t("stores.position")}>
        <StorePositionFields
          key={`${values.latitude} ${values.longitude}`}
          latitude={values.latitude}
          longitude={values.longitude}
          fieldError={fieldError}
        />
      </Section>
      <Section legend={t("stores.contact")}>
        <div className="grid gap-4 md:grid-cols-2">
          <InputField
            label={t("stores.phone")}
            name="phone"
            type="tel"
            defaultValue={values.phone}
            required
            error={fieldError("phone")}
          />
          <InputField
            label={t("stores.fax")}
            name="fax"
            type="tel"
            defaultValue={values.fax}
            error={fieldError("fax")}
          />
          <InputField
            label={t("stores.email")}
            name="email"
            type="email"
            defaultValue={values.email}
            required
            error={fieldError("email")}
          />
          <InputField
            label={t("stores.sortOrder")}
            hint={t("stores.sortOrderHint")}
            name="sortOrder"
            inputMode="numeric"
            defaultValue={values.sortOrder}
            required
            error={fieldError("sortOrder")}
          />
        </div>
      </Section>
      <Section legend={t("stores.hours")} hint={t("stores.hoursHint")}>
        <div className="grid gap-6 md:grid-cols-3">
          {days.map((day) => (
            <HoursFields
              key={day}
              name={`hours.${day}`}
              legend={t(`stores.day.${day}`)}
              hours={values.hours[day]}
              fieldError={fieldError}
            />
          ))}
        </div>
      </Section>
      <SubmitButton>{t(intent === "create" ? "stores.create" : "stores.save")}</SubmitButton>
    </Form>
  );
}
