import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import { isDomainError } from "#commerce/errors.ts";
import type { Route } from "./+types/addresses.ts";
import { pageNotFound } from "#app/http/not-found.ts";
import { createTranslator, resolveMessages } from "#app/i18n/translate.ts";
import { formProblemOf } from "#app/i18n/form-problem.ts";
import type { FieldError } from "#app/i18n/validation.ts";
import { pageTitle, titleMeta } from "#app/shop/page-meta.ts";
import { requireCustomer } from "#app/shop/session.server.ts";
import { useShop } from "#app/shop/use-shop.ts";
import { AddressForm, addressFormValues, readAddressForm } from "#app/components/account/address-form.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context.shopper);
  const locale = context.shopper.locale;
  return {
    title: pageTitle(locale, createTranslator(resolveMessages(locale), locale)("addresses.title")),
    addresses: await context.commerce.accounts.listAddresses(customer.id),
  };
}

export const meta: Route.MetaFunction = titleMeta;

/** Adds an address, or deletes one (each checked to be the customer's). */
export async function action({ request, context }: Route.ActionArgs) {
  const customer = await requireCustomer(request, context.shopper);
  const form = await request.formData();
  try {
    if (form.get("intent") === "delete") {
      await context.commerce.accounts.deleteAddress(customer.id, String(form.get("addressId") ?? ""));
      return data({ fields: {} as Record<string, FieldError>, values: {} as Record<string, string>, added: false });
    }
    const type = form.get("type") === "shipping" ? "shipping" : "billing";
    await context.commerce.accounts.addAddress(
      customer.id,
      type,
      readAddressForm(form),
      form.get("isDefault") === "on",
    );
    return data({ fields: {} as Record<string, FieldError>, values: {} as Record<string, string>, added: true });
  } catch (error) {
    // Deleting an address that is not theirs (or no address at all) finds nothing.
    if (isDomainError(error) && error.kind === "not_found") throw pageNotFound(request);
    if (!isDomainError(error) || error.kind !== "invalid") throw error;
    const values = Object.fromEntries(
      [...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
    return data({ fields: formProblemOf(error).fields, values, added: false }, { status: 400 });
  }
}

/** SPEC §2 /account/address: billing and shipping addresses, with add, edit, delete and default. */
export default function AddressesPage() {
  const { addresses } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const { t, href } = useShop();
  return (
    <main id="main" className="flex flex-col gap-8">
      <h1 className="text-3xl font-semibold">{t("addresses.title")}</h1>
      {(["billing", "shipping"] as const).map((type) => {
        const ofType = addresses.filter((address) => address.type === type);
        return (
          <section key={type} aria-labelledby={`addresses-${type}`}>
            <h2 id={`addresses-${type}`} className="mb-3 text-xl font-semibold">
              {t(type === "billing" ? "addresses.billing" : "addresses.shipping")}
            </h2>
            {ofType.length === 0 ? <p className="text-neutral-700">{t("addresses.none")}</p> : null}
            <ul className="grid gap-4 sm:grid-cols-2">
              {ofType.map((address) => (
                <li key={address.id} className="flex flex-col gap-2 rounded-lg border border-neutral-200 p-4">
                  <address className="not-italic">
                    {address.firstName} {address.lastName}
                    {address.company ? <>, {address.company}</> : null}
                    <br />
                    {address.streetAddress}
                    <br />
                    {address.zipCode} {address.city}, {address.country}
                  </address>
                  {address.isDefault ? (
                    <p className="text-sm font-semibold text-brand-700">{t("addresses.default")}</p>
                  ) : null}
                  <div className="flex gap-3 text-sm">
                    <Link
                      to={href(`/account/address/${address.id}`)}
                      className="underline"
                      aria-label={`${t("addresses.edit")}: ${address.streetAddress}`}
                    >
                      {t("addresses.edit")}
                    </Link>
                    <Form method="post">
                      <input type="hidden" name="addressId" value={address.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="delete"
                        className="underline hover:text-sale"
                        aria-label={`${t("addresses.delete")}: ${address.streetAddress}`}
                      >
                        {t("addresses.delete")}
                      </button>
                    </Form>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <section aria-labelledby="addresses-add" className="rounded-lg border border-neutral-200 p-6">
        <h2 id="addresses-add" className="mb-4 text-xl font-semibold">
          {t("addresses.add")}
        </h2>
        {outcome?.fields && Object.keys(outcome.fields).length > 0 ? (
          <p role="alert" className="mb-4 rounded border border-sale bg-red-50 px-3 py-2 text-sm text-sale">
            {t("errors.addressNotUpdated")}
          </p>
        ) : null}
        <AddressForm
          key={outcome?.added ? addresses.length : "form"}
          values={outcome?.values ?? addressFormValues(undefined)}
          fields={outcome?.fields ?? {}}
          intent="add"
          withType
          isDefault={false}
        />
      </section>
    </main>
  );
}
