import type { MessageKey } from "../i18n/translate.ts";

/**
 * What a form that ends on another page has to say there, by the name the address carries
 * (`?notice=account-deleted`): the address, not a cookie, so the page it lands on stays free of
 * personal data and cacheable, and a name from outside can only pick one of these messages.
 */
const pageNotices = {
  "account-deactivated": "notice.accountDeactivated",
  "account-deleted": "notice.accountDeleted",
} as const satisfies Record<string, MessageKey>;

export type PageNotice = keyof typeof pageNotices;

/** A localized path with a notice for the page it leads to. */
export function withPageNotice(path: string, notice: PageNotice): string {
  return `${path}?${new URLSearchParams({ notice })}`;
}

/** The message a `notice` parameter names, or undefined when it names none. */
export function pageNoticeMessage(notice: string | null): MessageKey | undefined {
  return notice !== null && Object.hasOwn(pageNotices, notice) ? pageNotices[notice as PageNotice] : undefined;
}
