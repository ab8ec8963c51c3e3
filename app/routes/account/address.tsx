import { data, redirect, useActionData, useLoaderData } from "react-router";
import { isDomainError } from "#commerce/errors.ts";
import type { Route } from "./+types/address.ts";
import { pageNotFound } from "#app/http/not-found.ts";
import { localizePath } from "#app/i18n/locale-routing.ts";
import { createTranslator, resolveMessages } from "#app/i18n/translate.ts";
import { formProblemOf } from "#app/i18n/form-problem.ts";
import { pageTitle, titleMeta } from "#app/shop/page-meta.ts";
import { requireCustomer } from "#app/shop/session.server.ts";
import { useShop } from "#app/shop/use-shop.ts";
import { AddressForm, addressFormValues, readAddressForm } from "#app/components/account/address-form.tsx";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context.shopper);
  const locale = context.shopper.locale;
  try {
    const address = await context.commerce.accounts.getAddress(customer.id, params.addressId);
    return {
      title: pageTitle(locale, createTranslator(resolveMessages(locale), locale)("addresses.editTitle")),
      address,
    };
  } catch (error) {
    // Someone else's address is simply not found.
    if (isDomainError(error) && error.kind === "not_found") throw pageNotFound(request);
    throw error;
  }
}

export const meta: Route.MetaFunction = titleMeta;

export async function action({ request, context, params }: Route.ActionArgs) {
  const customer = await requireCustomer(request, context.shopper);
  const form = await request.formData();
  try {
    await context.commerce.accounts.updateAddress(
      customer.id,
      params.addressId,
      readAddressForm(form),
      form.get("isDefault") === "on",
    );
  } catch (error) {
    if (isDomainError(error) && error.kind === "not_found") throw pageNotFound(request);
    if (!isDomainError(error)) throw error;
    const values = Object.fromEntries(
      [...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
    return data({ fields: formProblemOf(error).fields, values }, { status: 400 });
  }
  throw redirect(localizePath("/account/address", context.shopper.locale));
}

/** SPEC §2 /account/address/{id}: one address, edited. */
export default function AddressPage() {
  const { address } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const { t } = useShop();
  return (
    <main id="main" className="flex flex-col gap-6">
      <h1 className="text-3xl font-semibold">{t("addresses.editTitle")}</h1>
      {outcome ? (
        <p role="alert" className="rounded border border-sale bg-red-50 px-3 py-2 text-sm text-sale">
          {t("errors.addressNotUpdated")}
        </p>
      ) : null}
      <AddressForm
        values={outcome?.values ?? addressFormValues(address)}
        fields={outcome?.fields ?? {}}
        intent="update"
        withType={false}
        isDefault={address.isDefault}
      />
    </main>
  );
}
