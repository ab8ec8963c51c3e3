import { useEffect, useState } from "react";
import { data, Form, redirect, useActionData, useLoaderData, useSearchParams } from "react-router";
import { isDomainError } from "#commerce/errors.ts";
import type { PlaceOrderResult } from "#commerce/flows/place-order.ts";
import type { Basket } from "#commerce/modules/basket/index.ts";
import { AddressFieldsets } from "#app/components/checkout/address-fieldsets.tsx";
import { CheckoutSummary } from "#app/components/checkout/checkout-summary.tsx";
import { ContactFieldset } from "#app/components/checkout/contact-fieldset.tsx";
import { chosenDeliveryOption, DeliveryFieldset } from "#app/components/checkout/delivery-fieldset.tsx";
import { PaymentFieldset } from "#app/components/checkout/payment-fieldset.tsx";
import { useToast } from "#app/components/ui/toasts.tsx";
import type { Route } from "./+types/checkout.ts";
import { localizePath } from "#app/i18n/locale-routing.ts";
import { createTranslator, resolveMessages } from "#app/i18n/translate.ts";
import { fieldMessages } from "#app/i18n/form-problem.ts";
import type { FieldError } from "#app/i18n/validation.ts";
import { describeShopError } from "#app/shop/basket.server.ts";
import { pageTitle, titleMeta } from "#app/shop/page-meta.ts";
import { useFieldError } from "#app/shop/use-field-error.ts";
import { useShop } from "#app/shop/use-shop.ts";
import { readCheckoutForm, type CheckoutValues } from "./checkout-form.server.ts";
import { priceDeliveryOptions } from "./delivery-options.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { shopper } = context;
  const [basket, currency, customer] = await Promise.all([
    shopper.findBasket(),
    shopper.currency(),
    shopper.customer(),
  ]);
  if (!basket || basket.lines.length === 0) throw redirect(localizePath("/bag", shopper.locale));
  const [paymentMethods, deliveryMethods, stores, savedAddress] = await Promise.all([
    context.commerce.checkoutMethods.listPaymentMethods(shopper.locale),
    context.commerce.checkoutMethods.listDeliveryMethods(shopper.locale, currency.code),
    context.commerce.stores.listStoreNames(shopper.locale),
    customer ? context.commerce.accounts.findDefaultAddress(customer.id, "billing") : undefined,
  ]);
  const t = createTranslator(resolveMessages(shopper.locale), shopper.locale);
  return {
    title: pageTitle(shopper.locale, t("checkout.title")),
    basket,
    paymentMethods,
    deliveryOptions: priceDeliveryOptions(basket, deliveryMethods),
    stores,
    prefill: prefillValues(basket, customer, savedAddress),
    offerToSaveCard: customer !== undefined,
    // A fresh key per page view: the same submit sent twice makes one order.
    idempotencyKey: crypto.randomUUID(),
  };
}

function prefillValues(
  basket: Basket,
  customer: { email: string; firstName: string; lastName: string } | undefined,
  saved: Record<string, string | null> | undefined,
): CheckoutValues {
  const values: CheckoutValues = {};
  const billing =
    basket.buyer?.billingAddress ??
    saved ??
    (customer ? { firstName: customer.firstName, lastName: customer.lastName } : {});
  for (const [field, value] of Object.entries(billing))
    if (typeof value === "string") values[`billingAddress.${field}`] = value;
  values.email = basket.buyer?.email ?? customer?.email ?? "";
  values.phone = basket.buyer?.phone ?? saved?.phone ?? "";
  if (basket.deliveryMethod) values.delivery = basket.deliveryMethod.code;
  if (basket.paymentMethod) values.payment = basket.paymentMethod.code;
  return values;
}

export const meta: Route.MetaFunction = titleMeta;

type CheckoutProblem = { fields: Record<string, FieldError>; values: CheckoutValues; message: string };

export async function action({ request, context }: Route.ActionArgs) {
  const { shopper } = context;
  const t = createTranslator(resolveMessages(shopper.locale), shopper.locale);
  const basketId = shopper.basketId;
  if (!basketId) throw redirect(localizePath("/bag", shopper.locale));
  const form = readCheckoutForm(await request.formData());
  const problem = (message: string, fields: Record<string, FieldError> = {}): CheckoutProblem => ({
    fields,
    values: form.values,
    message,
  });

  const answer = (result: PlaceOrderResult) => {
    if (result.outcome === "declined" || result.outcome === "pending")
      return data(problem(t("checkout.declined")), { status: 402 });
    if (result.guestToken) shopper.keepOrderAccess(result.guestToken);
    const next =
      result.outcome === "action_required"
        ? `/checkout/confirm-payment/${result.orderId}`
        : `/checkout/confirmation/${result.orderId}`;
    throw redirect(localizePath(next, shopper.locale));
  };

  const { owner, view } = await shopper.basketAccess();
  let outcome;
  try {
    outcome = await context.commerce.submitCheckout({
      basketId,
      owner,
      view,
      buyer: form.buyer,
      delivery: { code: form.deliveryCode, pickupStoreId: form.pickupStoreId },
      paymentCode: form.paymentCode,
      paymentFor: form.paymentFor,
      idempotencyKey: form.idempotencyKey,
      saveCard: form.values.saveCard === "on",
      clientAddress: context.clientAddress,
    });
  } catch (error) {
    if (isDomainError(error))
      return data(problem(describeShopError(t, error)), { status: error.kind === "rate_limited" ? 429 : 409 });
    throw error;
  }
  if (outcome.kind === "placed") return answer(outcome.order);
  // The form sent again once its basket was paid (and so is gone): the shopper lands on the order
  // it became, or, with no order, back on the bag.
  if (outcome.kind === "basket_gone") {
    if (outcome.order) return answer(outcome.order);
    throw redirect(localizePath("/bag", shopper.locale));
  }
  return data(
    problem(t("checkout.fixErrors"), Object.assign({}, ...outcome.errors.map((error) => fieldMessages(error.fields)))),
    { status: 400 },
  );
}

export default function CheckoutPage() {
  const { basket, paymentMethods, deliveryOptions, stores, prefill, idempotencyKey, offerToSaveCard } =
    useLoaderData<typeof loader>();
  const problem = useActionData<typeof action>();
  const { t } = useShop();
  const showToast = useToast();
  const values = problem?.values ?? prefill;
  const error = useFieldError(problem?.fields);
  const [deliveryCode, setDeliveryCode] = useState(values.delivery ?? deliveryOptions[0]?.code ?? "");
  const delivery = chosenDeliveryOption(deliveryOptions, deliveryCode);

  const [searchParams] = useSearchParams();
  // A payment refused at the provider's confirmation step comes back here with ?declined=1.
  const declinedAtConfirmation = searchParams.get("declined") === "1";
  useEffect(() => {
    if (problem?.message) showToast({ message: problem.message, type: "error" });
    else if (declinedAtConfirmation) showToast({ message: t("checkout.declined"), type: "error" });
  }, [problem, declinedAtConfirmation, showToast, t]);

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-semibold">{t("checkout.title")}</h1>
      <Form method="post" noValidate className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <div className="flex flex-col gap-6">
          <ContactFieldset values={values} error={error} />
          <AddressFieldsets
            values={values}
            error={error}
            initiallySameAddress={problem ? values.sameAddress === "on" : true}
          />
          <DeliveryFieldset
            options={deliveryOptions}
            code={deliveryCode}
            onChoose={setDeliveryCode}
            stores={stores}
            pickupStoreId={values.pickupStoreId}
            error={error}
          />
          <PaymentFieldset
            methods={paymentMethods}
            plans={delivery.plans}
            values={values}
            error={error}
            offerToSaveCard={offerToSaveCard}
          />
        </div>
        <CheckoutSummary lines={basket.lines} totals={delivery.totals} />
      </Form>
    </main>
  );
}
