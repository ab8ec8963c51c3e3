import { Form, useActionData, useLoaderData } from "react-router";
import { SubmitButton } from "#app/components/admin/buttons.tsx";
import { CheckboxField, InputField } from "#app/components/admin/form-fields.tsx";
import { Panel } from "#app/components/admin/form-notice.tsx";
import { useFormOutcome, type AdminFormOutcome } from "#app/components/admin/form-outcome.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { Route } from "./+types/settings.ts";
import { formDone, formRefused } from "../form-outcome.server.ts";
import { asStaff } from "../require-staff.server.ts";
import { formText } from "../form-text.server.ts";

/** The shop's branding, staff sign-in rules and free-delivery thresholds; owners only (`settings.manage`). */
export async function loader({ context }: Route.LoaderArgs) {
  return asStaff(context, async (actor) => {
    const [branding, staffSecurity, freeDelivery] = await Promise.all([
      context.commerce.settings.read(actor, "branding"),
      context.commerce.settings.read(actor, "staffSecurity"),
      context.commerce.staffFreeDelivery.read(actor),
    ]);
    return { branding, staffSecurity, freeDelivery };
  });
}

/** The free-delivery form's amounts by currency code, from its `fromIncVat.<code>` fields. */
function freeDeliveryAmounts(form: FormData): Record<string, string> {
  return Object.fromEntries(
    [...form.keys()].flatMap((key) => {
      const code = /^fromIncVat\.([A-Z]{3})$/.exec(key)?.[1];
      return code ? [[code, formText(form, key)]] : [];
    }),
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, "intent");
  return asStaff(context, async (actor) => {
    try {
      if (intent === "branding")
        await context.commerce.settings.update(actor, "branding", {
          shopName: formText(form, "shopName"),
          logoMediaKey: formText(form, "logoMediaKey").trim() || null,
          colours: {
            brand: formText(form, "colours.brand"),
            accent: formText(form, "colours.accent"),
            text: formText(form, "colours.text"),
          },
        });
      else if (intent === "freeDelivery")
        await context.commerce.staffFreeDelivery.update(actor, freeDeliveryAmounts(form));
      else if (intent === "staffSecurity")
        await context.commerce.settings.update(actor, "staffSecurity", {
          ownersRequireTwoFactor: form.get("ownersRequireTwoFactor") === "on",
        });
      else throw new Response("intent: unknown", { status: 400 });
      return formDone(intent, "shell.saved");
    } catch (error) {
      return formRefused(intent, error);
    }
  });
}

export default function SettingsPage() {
  const { branding, staffSecurity, freeDelivery } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>() as AdminFormOutcome | undefined;
  const { t } = useAdmin();
  const brandingForm = useFormOutcome(outcome, "branding");
  const securityForm = useFormOutcome(outcome, "staffSecurity");
  const freeDeliveryForm = useFormOutcome(outcome, "freeDelivery");
  const colours = [
    ["brand", t("shell.settings.brandColour")],
    ["accent", t("shell.settings.accentColour")],
    ["text", t("shell.settings.textColour")],
  ] as const;
  return (
    <>
      <PageHeader title={t("shell.settings.title")} />
      <div className="grid gap-6 xl:grid-cols-2">
        <Panel title={t("shell.settings.branding")} description={t("shell.settings.brandingHint")}>
          {brandingForm.notice}
          <Form method="post" noValidate className="flex flex-col gap-4">
            <input type="hidden" name="intent" value="branding" />
            <InputField
              label={t("shell.settings.shopName")}
              name="shopName"
              defaultValue={branding.shopName}
              required
              error={brandingForm.fieldError("shopName")}
            />
            <InputField
              label={t("shell.settings.logo")}
              name="logoMediaKey"
              defaultValue={branding.logoMediaKey ?? ""}
              hint={t("shell.settings.logoHint")}
              error={brandingForm.fieldError("logoMediaKey")}
            />
            <div className="grid gap-4 sm:grid-cols-3">
              {colours.map(([key, label]) => (
                <InputField
                  key={key}
                  label={label}
                  name={`colours.${key}`}
                  type="color"
                  className="h-10 w-full rounded border border-neutral-300 bg-white p-1"
                  defaultValue={branding.colours[key]}
                  error={brandingForm.fieldError(`colours.${key}`)}
                />
              ))}
            </div>
            <SubmitButton>{t("shell.save")}</SubmitButton>
          </Form>
        </Panel>
        <Panel title={t("shell.settings.freeDelivery")} description={t("shell.settings.freeDeliveryHint")}>
          {freeDeliveryForm.notice}
          <Form method="post" noValidate className="flex flex-col gap-4">
            <input type="hidden" name="intent" value="freeDelivery" />
            <div className="grid gap-4 sm:grid-cols-3">
              {freeDelivery.map(({ currencyCode, fromIncVat }) => (
                <InputField
                  key={currencyCode}
                  label={t("shell.settings.freeDeliveryFrom", { currency: currencyCode })}
                  name={`fromIncVat.${currencyCode}`}
                  inputMode="decimal"
                  defaultValue={fromIncVat}
                  error={freeDeliveryForm.fieldError(`fromIncVat.${currencyCode}`)}
                />
              ))}
            </div>
            <SubmitButton>{t("shell.save")}</SubmitButton>
          </Form>
        </Panel>
        <Panel title={t("shell.settings.security")}>
          {securityForm.notice}
          <Form method="post" className="flex flex-col gap-4">
            <input type="hidden" name="intent" value="staffSecurity" />
            <CheckboxField
              label={t("shell.settings.ownersRequireTwoFactor")}
              name="ownersRequireTwoFactor"
              defaultChecked={staffSecurity.ownersRequireTwoFactor}
            />
            <SubmitButton>{t("shell.save")}</SubmitButton>
          </Form>
        </Panel>
      </div>
    </>
  );
}
