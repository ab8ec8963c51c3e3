import { useEffect, useState } from "react";
import { data, Form, redirect, useActionData, useLoaderData, useNavigation, useSearchParams } from "react-router";
import { isDomainError } from "#commerce/errors.ts";
import type { PlaceOrderResult } from "#commerce/flows/place-order.ts";
import type { Basket } from "#commerce/modules/basket/index.ts";
import { BasketTotals } from "#app/components/commerce/basket-totals.tsx";
import { AddressFields } from "#app/components/commerce/address-fields.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { useToast } from "#app/components/ui/toasts.tsx";
import type { Route } from "./+types/checkout.ts";
import { secretCookieSeconds, serializeSecretCookie } from "#server/secret-cookies.ts";
import { localizePath } from "#app/i18n/locale-routing.ts";
import { createTranslator, resolveMessages } from "#app/i18n/translate.ts";
import { fieldMessages } from "#app/i18n/form-problem.ts";
import type { FieldError } from "#app/i18n/validation.ts";
import { describeShopError } from "#app/shop/basket.server.ts";
import { pageTitle, titleMeta } from "#app/shop/page-meta.ts";
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
  const t = createTranslator(resolveMessages(shopper.locale));
  return {
    title: pageTitle(shopper.locale, t("checkout.title")),
    basket,
    paymentMethods,
    deliveryOptions: priceDeliveryOptions(basket, deliveryMethods),
    stores,
    prefill: prefillValues(basket, customer, savedAddress),
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
  const { owner, view } = await shopper.basketAccess();
  const t = createTranslator(resolveMessages(shopper.locale));
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
    const headers = new Headers();
    if (result.guestToken)
      headers.append(
        "Set-Cookie",
        serializeSecretCookie(request, "order", result.guestToken, secretCookieSeconds.order),
      );
    const next =
      result.outcome === "action_required"
        ? `/checkout/confirm-payment/${result.orderId}`
        : `/checkout/confirmation/${result.orderId}`;
    throw redirect(localizePath(next, shopper.locale), { headers });
  };

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
  const { basket, paymentMethods, deliveryOptions, stores, prefill, idempotencyKey } = useLoaderData<typeof loader>();
  const problem = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t, money, customerId } = useShop();
  const signedIn = customerId !== null;
  const showToast = useToast();
  const values = problem?.values ?? prefill;
  const [sameAddress, setSameAddress] = useState(problem ? values.sameAddress === "on" : true);
  const [deliveryCode, setDeliveryCode] = useState(values.delivery ?? deliveryOptions[0]?.code ?? "");
  const [paymentCode, setPaymentCode] = useState(values.payment ?? paymentMethods[0]?.code ?? "");
  const delivery = deliveryOptions.find((option) => option.code === deliveryCode) ?? deliveryOptions[0]!;
  const paymentKind = paymentMethods.find((method) => method.code === paymentCode)?.kind;
  const error = (field: string) => {
    const found = problem?.fields[field];
    return found ? t(found.key, found.params) : undefined;
  };

  const [searchParams] = useSearchParams();
  // A payment refused at the provider's confirmation step comes back here with ?declined=1.
  const declinedAtConfirmation = searchParams.get("declined") === "1";
  useEffect(() => {
    if (problem?.message) showToast({ message: problem.message, type: "error" });
    else if (declinedAtConfirmation) showToast({ message: t("checkout.declined"), type: "error" });
  }, [problem, declinedAtConfirmation, showToast, t]);

  const section = "flex flex-col gap-4 rounded-lg border border-neutral-200 p-6";
  const legend = "text-lg font-semibold";
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-semibold">{t("checkout.title")}</h1>
      <Form method="post" noValidate className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <div className="flex flex-col gap-6">
          <fieldset className={section}>
            <legend className={legend}>{t("checkout.contact")}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={t("checkout.email")}
                name="email"
                type="email"
                autoComplete="email"
                required
                defaultValue={values.email}
                error={error("email")}
              />
              <TextField
                label={t("checkout.phone")}
                name="phone"
                type="tel"
                autoComplete="tel"
                defaultValue={values.phone}
                error={error("phone")}
              />
            </div>
          </fieldset>
          <fieldset className={section}>
            <legend className={legend}>{t("checkout.billing")}</legend>
            <AddressFields prefix="billingAddress" autoCompleteSection="billing" values={values} error={error} />
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                name="sameAddress"
                checked={sameAddress}
                onChange={(event) => setSameAddress(event.target.checked)}
                className="h-4 w-4"
              />
              {t("checkout.sameAddress")}
            </label>
          </fieldset>
          {sameAddress ? null : (
            <fieldset className={section}>
              <legend className={legend}>{t("checkout.shipping")}</legend>
              <AddressFields prefix="shippingAddress" autoCompleteSection="shipping" values={values} error={error} />
            </fieldset>
          )}
          <fieldset className={section}>
            <legend className={legend}>{t("checkout.delivery")}</legend>
            {deliveryOptions.map((option) => (
              <label
                key={option.code}
                className="flex items-center justify-between gap-3 rounded border border-neutral-200 p-3 has-[:checked]:border-brand-700"
              >
                <span className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="delivery"
                    value={option.code}
                    checked={deliveryCode === option.code}
                    onChange={() => setDeliveryCode(option.code)}
                    className="h-4 w-4"
                  />
                  {option.name}
                </span>
                <span>{option.priceIncVat === 0 ? t("checkout.free") : money(option.priceIncVat)}</span>
              </label>
            ))}
            {error("deliveryMethod") ? <p className="text-sm text-sale">{error("deliveryMethod")}</p> : null}
            {delivery.kind === "store_pickup" ? (
              <label className="flex flex-col gap-1 text-sm font-medium">
                {t("checkout.pickupStore")}
                <select
                  name="pickupStoreId"
                  defaultValue={values.pickupStoreId}
                  aria-invalid={error("pickupStoreId") ? true : undefined}
                  className="rounded border border-neutral-300 px-3 py-2 font-normal"
                >
                  {stores.map((store) => (
                    <option key={store.id} value={store.id}>
                      {store.name}, {store.city}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
          </fieldset>
          <fieldset className={section}>
            <legend className={legend}>{t("checkout.payment")}</legend>
            {paymentMethods.map((method) => (
              <label
                key={method.code}
                className="flex items-center gap-2 rounded border border-neutral-200 p-3 has-[:checked]:border-brand-700"
              >
                <input
                  type="radio"
                  name="payment"
                  value={method.code}
                  checked={paymentCode === method.code}
                  onChange={() => setPaymentCode(method.code)}
                  className="h-4 w-4"
                />
                <span>
                  <span className="font-medium">{method.name}</span>{" "}
                  <span className="text-sm text-neutral-600">{method.description}</span>
                </span>
              </label>
            ))}
            {paymentKind === "card" ? (
              <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
                <TextField
                  label={t("checkout.cardNumber")}
                  name="cardNumber"
                  inputMode="numeric"
                  autoComplete="cc-number"
                  error={error("cardNumber")}
                />
                <TextField
                  label={t("checkout.expiry")}
                  name="expiry"
                  placeholder="MM/YY"
                  autoComplete="cc-exp"
                  defaultValue={values.expiry}
                  error={error("expiry")}
                />
                <TextField
                  label={t("checkout.cvc")}
                  name="cvc"
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  error={error("cvc")}
                />
                <p className="text-xs text-neutral-600 sm:col-span-3">{t("checkout.testCards")}</p>
                {signedIn ? (
                  <label className="flex items-center gap-2 text-sm sm:col-span-3">
                    <input type="checkbox" name="saveCard" className="h-4 w-4" />
                    {t("checkout.saveCard")}
                  </label>
                ) : null}
              </div>
            ) : null}
            {paymentKind === "instalments" ? (
              <div role="radiogroup" aria-label={t("checkout.payment")} className="flex flex-col gap-2">
                {delivery.plans.map((plan, index) => (
                  <label key={plan.months} className="flex items-center gap-2">
                    <input
                      type="radio"
                      name="months"
                      value={plan.months}
                      defaultChecked={values.months ? values.months === String(plan.months) : index === 0}
                      className="h-4 w-4"
                    />
                    {t("checkout.plan", { months: plan.months, amount: money(plan.monthlyAmount) })}
                  </label>
                ))}
              </div>
            ) : null}
          </fieldset>
        </div>
        <aside className="flex flex-col gap-4 self-start rounded-lg bg-neutral-50 p-6">
          <h2 className="text-lg font-semibold">{t("checkout.review")}</h2>
          <ul className="flex flex-col gap-2 text-sm">
            {basket.lines.map((line) => (
              <li key={line.id} className="flex justify-between gap-3">
                <span>
                  {line.quantity} × {line.name}
                  <span className="block text-neutral-600">{line.values.map((value) => value.value).join(", ")}</span>
                </span>
                <span>{money(line.lineTotalIncVat)}</span>
              </li>
            ))}
          </ul>
          <BasketTotals basket={delivery.totals} showDelivery />
          <button
            type="submit"
            disabled={navigation.state === "submitting"}
            className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900 disabled:opacity-60"
          >
            {t("checkout.pay", { amount: money(delivery.totals.totalIncVat) })}
          </button>
        </aside>
      </Form>
    </main>
  );
}
