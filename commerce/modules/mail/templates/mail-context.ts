import type { ReactNode } from "react";
import type { ShopLocale } from "#commerce/locale.ts";
import type { SettingValue } from "../../settings/index.ts";
import type { MailTemplateData, MailTemplateName } from "../template-data.ts";

/** The shop's name, logo and colours, as the merchant set them (settings' `branding`). */
export type Branding = SettingValue<"branding">;

/** What every template renders with: the mail's language, the shop's branding, and money in that language. */
export interface MailContext {
  locale: ShopLocale;
  branding: Branding;
  /** Minor units of the currency, formatted with Intl in the mail's language. */
  money: (minorUnits: number, currencyCode: string) => string;
}

/** A template's output before rendering: the subject, the inbox preview line, and the body's content. */
export interface ComposedMail {
  subject: string;
  preview: string;
  content: ReactNode;
}

/** A mail template: its data and the context in, the subject and the content (React elements) out. */
export type MailTemplate<T extends MailTemplateName> = (
  data: MailTemplateData[T],
  context: MailContext,
) => ComposedMail;

// Making an Intl.NumberFormat costs far more than formatting with one; a shop has few currencies.
const currencyFormats = new Map<string, Intl.NumberFormat>();
function currencyFormat(locale: ShopLocale, currencyCode: string): Intl.NumberFormat {
  const key = `${locale} ${currencyCode}`;
  let format = currencyFormats.get(key);
  if (!format)
    currencyFormats.set(key, (format = new Intl.NumberFormat(locale, { style: "currency", currency: currencyCode })));
  return format;
}

/** Minor units as Intl formats them, with as many decimals as the currency has (ISO 4217, as Intl knows it). */
export function formatMinorUnits(minorUnits: number, currencyCode: string, locale: ShopLocale): string {
  const format = currencyFormat(locale, currencyCode);
  const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minorUnits / 10 ** decimals);
}
