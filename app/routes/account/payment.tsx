import { data, Form, useActionData, useLoaderData } from "react-router";
import { isDomainError } from "#commerce/errors.ts";
import type { Route } from "./+types/payment.ts";
import { pageNotFound } from "#app/http/not-found.ts";
import { createTranslator, resolveMessages } from "#app/i18n/translate.ts";
import { pageTitle, titleMeta } from "#app/shop/page-meta.ts";
import { requireCustomer } from "#app/shop/session.server.ts";
import { useShop } from "#app/shop/use-shop.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context.shopper);
  const locale = context.shopper.locale;
  return {
    title: pageTitle(locale, createTranslator(resolveMessages(locale), locale)("payment.title")),
    methods: await context.commerce.accounts.listPaymentMethods(customer.id),
  };
}

export const meta: Route.MetaFunction = titleMeta;

/** Removes a saved payment method; someone else's is not found. */
export async function action({ request, context }: Route.ActionArgs) {
  const customer = await requireCustomer(request, context.shopper);
  try {
    await context.commerce.accounts.removePaymentMethod(
      customer.id,
      String((await request.formData()).get("id") ?? ""),
    );
  } catch (error) {
    if (isDomainError(error) && error.kind === "not_found") throw pageNotFound(request);
    throw error;
  }
  return data({ removed: true });
}

/** SPEC §2 /account/payment: the cards kept with the payment provider, each removable. */
export default function PaymentMethodsPage() {
  const { methods } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const { t } = useShop();
  const twoDigits = (value: number) => String(value).padStart(2, "0");
  return (
    <main id="main" className="flex flex-col gap-6">
      <h1 className="text-3xl font-semibold">{t("payment.title")}</h1>
      {outcome?.removed ? (
        <p role="status" className="rounded bg-brand-100 px-3 py-2 text-sm">
          {t("payment.removed")}
        </p>
      ) : null}
      {methods.length === 0 ? <p className="text-neutral-700">{t("payment.none")}</p> : null}
      <ul className="flex flex-col gap-3">
        {methods.map((method) => (
          <li
            key={method.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-neutral-200 p-4"
          >
            <span>
              {t("payment.card", {
                brand: method.brand,
                last4: method.last4,
                month: twoDigits(method.expiryMonth),
                year: method.expiryYear,
              })}
            </span>
            <Form method="post">
              <input type="hidden" name="id" value={method.id} />
              <button type="submit" className="text-sm underline hover:text-sale">
                {t("payment.remove", { brand: method.brand, last4: method.last4 })}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </main>
  );
}
