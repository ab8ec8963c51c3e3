import { data } from "react-router";
import type { ProductFormValues } from "#app/components/admin/product-editor/product-form-values.ts";
import type { StaffProductEditorView } from "#commerce/flows/staff-product-editor.ts";
import { shopLocales, type ShopLocale } from "#commerce/locale.ts";
import { idText } from "#commerce/validation.ts";
import { formRefused } from "../../form-outcome.server.ts";
import { formText } from "../../form-text.server.ts";

/** The product a back-office URL names; anything but an id names none (404). */
export function productIdOf(params: { productId?: string }): number {
  const parsed = idText.safeParse(params.productId ?? "");
  if (!parsed.success) throw data({ status: 404 }, { status: 404 });
  return parsed.data;
}

/** The product form as sent, in the shape the engine checks (ids and amounts as text). */
export function productFormValuesOf(form: FormData): ProductFormValues {
  const textsOf = (locale: ShopLocale) => ({
    name: formText(form, `texts.${locale}.name`),
    shortDescription: formText(form, `texts.${locale}.shortDescription`),
    description: formText(form, `texts.${locale}.description`),
  });
  return {
    uniqueName: formText(form, "uniqueName"),
    texts: Object.fromEntries(shopLocales.map((locale) => [locale, textsOf(locale)])) as ProductFormValues["texts"],
    manufacturerId: formText(form, "manufacturerId"),
    categoryId: formText(form, "categoryId"),
    productTypeId: formText(form, "productTypeId"),
    // An attribute left at "None" sends an empty value.
    valueIds: form.getAll("valueIds").map(String).filter(Boolean),
    flagIds: form.getAll("flagIds").map(String),
    vatRate: formText(form, "vatRate"),
    published: form.has("published"),
    prices: Object.fromEntries(
      [...form.keys()].filter((key) => key.startsWith("prices.")).map((key) => [key.slice(7), formText(form, key)]),
    ),
    sales: saleFieldsOf(form),
  };
}

/** The sale fields as sent (`sales.{priceListId}.price`, `.startsAt`, `.endsAt`), by price list id. */
function saleFieldsOf(form: FormData): ProductFormValues["sales"] {
  const listIds = new Set([...form.keys()].flatMap((key) => /^sales\.(\d{1,10})\.price$/.exec(key)?.slice(1) ?? []));
  return Object.fromEntries(
    [...listIds].map((listId) => [
      listId,
      {
        price: formText(form, `sales.${listId}.price`),
        startsAt: formText(form, `sales.${listId}.startsAt`),
        endsAt: formText(form, `sales.${listId}.endsAt`),
      },
    ]),
  );
}

/** The loaded product as its form shows it. */
export function loadedFormValues({ product, prices }: StaffProductEditorView): ProductFormValues {
  return {
    uniqueName: product.uniqueName,
    texts: product.texts,
    manufacturerId: product.manufacturerId === null ? "" : String(product.manufacturerId),
    categoryId: String(product.categoryId),
    productTypeId: product.productTypeId === null ? "" : String(product.productTypeId),
    valueIds: product.valueIds.map(String),
    flagIds: product.flagIds.map(String),
    vatRate: String(product.vatRate),
    published: product.published,
    prices: Object.fromEntries(prices.map((price) => [String(price.priceListId), price.price])),
    sales: Object.fromEntries(
      prices.map(({ priceListId, sale }) => [
        String(priceListId),
        sale
          ? {
              price: sale.price,
              startsAt: sale.startsAt,
              endsAt: sale.endsAt,
              state: sale.running ? "running" : "scheduled",
            }
          : { price: "", startsAt: "", endsAt: "" },
      ]),
    ),
  };
}

const emptyTexts = { name: "", shortDescription: "", description: "" };

/** A new product's form: no texts, 25 % VAT, not published until the member says so. */
export const newProductFormValues: ProductFormValues = {
  uniqueName: "",
  texts: { "sv-SE": emptyTexts, "en-GB": emptyTexts },
  manufacturerId: "",
  categoryId: "",
  productTypeId: "",
  valueIds: [],
  flagIds: [],
  vatRate: "2500",
  published: false,
  prices: {},
  sales: {},
};

/** A refused save's answer: its problems, with what was sent so the form shows it again (without JavaScript too). */
export function productFormRefused(intent: string, error: unknown, values: ProductFormValues) {
  const refused = formRefused(intent, error);
  return data({ ...refused.data, values }, refused.init ?? undefined);
}
