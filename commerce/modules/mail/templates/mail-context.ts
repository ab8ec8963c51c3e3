import type { ReactNode } from "react";
import type { ShopLocale } from "#commerce/locale.ts";
import { formatMoney, moneyFormatOfCode, type MoneyFormat } from "../../pricing/index.ts";
import type { SettingValue } from "../../settings/index.ts";
import type { MailTemplateData, MailTemplateName } from "../template-data.ts";

/** The shop's name, logo and colours, as the merchant set them (settings' `branding`). */
export type Branding = SettingValue<"branding">;

/**
 * What a mail renders with besides its data, as it was when the mail was queued: the shop's
 * branding, and how the currency of the amounts it tells of is written (none for a mail without amounts).
 */
export interface MailLook {
  branding: Branding;
  currency?: MoneyFormat | undefined;
}

/** What every template renders with: the mail's language, the shop's branding, and money in that language. */
export interface MailContext {
  locale: ShopLocale;
  branding: Branding;
  /** Minor units of the currency, written with its prefix and suffix as the storefront writes them, in the mail's language. */
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

/** The context a mail in this language and look renders in. */
export function mailContext(locale: ShopLocale, { branding, currency }: MailLook): MailContext {
  return {
    locale,
    branding,
    money: (minorUnits, currencyCode) =>
      formatMoney(minorUnits, currency?.code === currencyCode ? currency : moneyFormatOfCode(currencyCode), locale),
  };
}
