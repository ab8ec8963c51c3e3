import { useRouteLoaderData } from "react-router";
import { createAdminTranslator, type AdminTranslate } from "#app/i18n/admin/index.ts";
import type { LocalMessage } from "#app/i18n/error-messages.ts";
import { numberFormat } from "#app/i18n/formatters.ts";
import { createTranslator, resolveMessages } from "#app/i18n/translate.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import { formatMoney } from "#commerce/modules/pricing/browser.ts";
import { hasPermission, type Permission, type StaffRole } from "#commerce/modules/access/browser.ts";

/** The signed-in member as the admin layout hands them to every page. */
export interface AdminMember {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
}

/** A currency's minor-unit digits as ISO 4217 has them (2 for SEK, 0 for JPY), as the engine reads a typed amount. */
const decimalsOf = (currencyCode: string) =>
  numberFormat("en", { style: "currency", currency: currencyCode }).resolvedOptions().maximumFractionDigits ?? 2;

function describeAdmin(locale: ShopLocale, timeZone: string | undefined) {
  const t: AdminTranslate = createAdminTranslator(locale);
  const shopT = createTranslator(resolveMessages(locale), locale);
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone });
  return {
    locale,
    t,
    /** An engine error's message (a refused form's, a field's) in the member's language. */
    message: (message: LocalMessage) => shopT(message.key, message.params),
    formatDateTime: (value: Date | string) => dateTime.format(new Date(value)),
    formatDate: (value: Date | string) => date.format(new Date(value)),
    /** An amount in minor units of a currency, as the member's locale writes it (as the storefront does). */
    formatMoney: (minorUnits: number, currencyCode: string) =>
      formatMoney(minorUnits, { code: currencyCode, decimals: decimalsOf(currencyCode) }, locale),
  };
}

const described = new Map<string, ReturnType<typeof describeAdmin>>();

/**
 * What every back-office component knows: the member's language (the sign-in pages: the shop's
 * locale cookie or the browser's), its translator, and Intl formats for dates (in the shop's time
 * zone) and money.
 */
export function useAdmin() {
  const data = useRouteLoaderData("admin") as { locale?: ShopLocale; timeZone?: string } | undefined;
  const locale = data?.locale ?? "sv-SE";
  // The shop's zone from the server, so a date reads the same in the page as it was rendered.
  const timeZone = data?.timeZone;
  const key = `${locale} ${timeZone ?? ""}`;
  const admin = described.get(key) ?? describeAdmin(locale, timeZone);
  described.set(key, admin);
  return admin;
}

/** The signed-in member inside the admin layout (undefined on the sign-in pages), and what their role allows. */
export function useStaffMember() {
  const data = useRouteLoaderData("admin-layout") as { member?: AdminMember } | undefined;
  const member = data?.member;
  return member
    ? {
        ...member,
        can: (permission: Permission) =>
          hasPermission({ id: member.id, email: member.email, role: member.role }, permission),
      }
    : undefined;
}
