import { data, Link, redirect, useFetcher, useLoaderData } from "react-router";
import { useEffect } from "react";
import type { BasketLine } from "#commerce/modules/basket/index.ts";
import { LineQuantity } from "../components/bag/line-quantity.tsx";
import { BasketTotals } from "../components/commerce/basket-totals.tsx";
import { ResponsiveImage } from "../components/ui/responsive-image.tsx";
import { useToast } from "../components/ui/toasts.tsx";
import type { Route } from "./+types/bag.ts";
import { localizePath } from "../i18n/locale-routing.ts";
import { createTranslator, resolveMessages } from "../i18n/translate.ts";
import { describeShopError } from "../shop/basket.server.ts";
import { pageTitle, titleMeta } from "../shop/page-meta.ts";
import { useShop } from "../shop/use-shop.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { shopper } = context;
  const t = createTranslator(resolveMessages(shopper.locale), shopper.locale);
  return { title: pageTitle(shopper.locale, t("bag.title")), basket: await shopper.findBasket() };
}

export const meta: Route.MetaFunction = titleMeta;

export type BagActionResult = { ok: true; added?: string } | { ok: false; message: string };

/**
 * Changes the bag: add (from a product page), update (a line's quantity; 0 removes it) or remove.
 * A background post gets the outcome as data; a plain form post comes back to the bag.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { shopper } = context;
  const t = createTranslator(resolveMessages(shopper.locale), shopper.locale);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const { owner } = await shopper.basketAccess();
  let result: BagActionResult;
  try {
    if (intent === "add") {
      const basketId = await shopper.ensureBasket();
      await context.commerce.basket.addItems(basketId, owner, [
        { variantId: Number(form.get("variantId")), quantity: Number(form.get("quantity") ?? 1) },
      ]);
      result = { ok: true, added: String(form.get("name") ?? "") };
    } else if (intent === "update" || intent === "remove") {
      const itemId = Number(form.get("itemId"));
      const quantity = intent === "remove" ? 0 : Number(form.get("quantity"));
      await context.commerce.basket.updateItems(shopper.basketId ?? "", owner, [{ itemId, quantity }]);
      result = { ok: true };
    } else {
      return data({ ok: false, message: t("bag.failed") } satisfies BagActionResult, { status: 400 });
    }
  } catch (error) {
    result = { ok: false, message: describeShopError(t, error) };
  }
  if (request.headers.get("sec-fetch-mode") === "navigate") throw redirect(localizePath("/bag", shopper.locale));
  return data(result, { status: result.ok ? 200 : 400 });
}

function BagLine({ line }: { line: BasketLine }) {
  const { t, href, money } = useShop();
  const fetcher = useFetcher<typeof action>();
  const showToast = useToast();
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data && !fetcher.data.ok)
      showToast({ message: fetcher.data.message, type: "error" });
  }, [fetcher.state, fetcher.data, showToast]);
  return (
    <li className="grid grid-cols-[6rem_1fr] gap-4 border-b border-neutral-200 py-4 sm:grid-cols-[6rem_1fr_auto]">
      <div className="aspect-[4/5] overflow-hidden rounded bg-neutral-100">
        {line.imageKey ? (
          <ResponsiveImage
            image={{ filename: line.imageKey, alt: "" }}
            width={160}
            height={200}
            maxWidth={320}
            sizes="6rem"
            className="h-full w-full object-cover"
          />
        ) : null}
      </div>
      <div className="flex flex-col gap-1">
        {line.brand ? <p className="text-xs tracking-wide text-neutral-600 uppercase">{line.brand}</p> : null}
        <h2 className="font-medium">
          <Link to={href(`/product/${line.uniqueName}`)} className="hover:underline">
            {line.name}
          </Link>
        </h2>
        <p className="text-sm text-neutral-700">
          {line.values.map((value) => `${value.name}: ${value.value}`).join(" · ")}
        </p>
        <p className="text-sm text-neutral-700">{t("bag.unitPrice", { price: money(line.unitPriceIncVat) })}</p>
        <div className="mt-2">
          <LineQuantity line={line} fetcher={fetcher} />
        </div>
      </div>
      <div className="col-start-2 flex items-center justify-between gap-4 sm:col-start-3 sm:flex-col sm:items-end">
        <p className="font-semibold">{money(line.lineTotalIncVat)}</p>
        <fetcher.Form method="post" action={href("/bag")}>
          <input type="hidden" name="itemId" value={line.id} />
          <button
            type="submit"
            name="intent"
            value="remove"
            className="text-sm text-neutral-700 underline hover:text-sale"
          >
            {t("bag.remove", { name: line.name })}
          </button>
        </fetcher.Form>
      </div>
    </li>
  );
}

export default function BagPage() {
  const { basket } = useLoaderData<typeof loader>();
  const { t, href, money } = useShop();
  const lines = basket?.lines ?? [];
  const leftToFree = basket?.deliveryOutlook.leftToFreeIncVat;
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-semibold">{t("bag.title")}</h1>
      {basket && lines.length > 0 ? (
        <div className="mt-6 grid gap-10 lg:grid-cols-[1fr_20rem]">
          <ul aria-label={t("bag.title")}>
            {lines.map((line) => (
              <BagLine key={line.id} line={line} />
            ))}
          </ul>
          <aside className="flex flex-col gap-4 self-start rounded-lg bg-neutral-50 p-6">
            <BasketTotals basket={basket.deliveryOutlook.totals} showDelivery />
            {leftToFree ? (
              <p className="text-sm text-brand-900" data-testid="free-delivery-left">
                {t("bag.freeDeliveryLeft", { amount: money(leftToFree) })}
              </p>
            ) : null}
            <Link
              to={href("/checkout")}
              className="rounded-full bg-brand-700 px-6 py-3 text-center font-semibold text-white hover:bg-brand-900"
            >
              {t("bag.toCheckout")}
            </Link>
          </aside>
        </div>
      ) : (
        <div className="mt-6 flex flex-col items-start gap-4">
          <p>{t("bag.empty")}</p>
          <Link
            to={href("/")}
            className="rounded-full border border-brand-700 px-6 py-3 font-semibold text-brand-900 hover:bg-brand-50"
          >
            {t("bag.continueShopping")}
          </Link>
        </div>
      )}
    </main>
  );
}
