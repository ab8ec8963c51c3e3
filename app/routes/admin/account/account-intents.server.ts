import { isShopLocale } from "#commerce/locale.ts";
import type { Commerce } from "#commerce/commerce.ts";
import type { StaffActor } from "#commerce/modules/access/index.ts";
import type { AdminFormOutcome } from "#app/components/admin/form-outcome.tsx";
import { formDone } from "../form-outcome.server.ts";
import { formText } from "../form-text.server.ts";

interface AccountRequest {
  commerce: Commerce;
  actor: StaffActor;
  sessionToken: string;
  form: FormData;
}

/** The account page's forms, one named function each. */
export const accountIntents = {
  async password({ commerce, actor, sessionToken, form }: AccountRequest): Promise<AdminFormOutcome> {
    await commerce.staff.changeOwnPassword(actor, sessionToken, {
      currentPassword: formText(form, "currentPassword"),
      newPassword: formText(form, "newPassword"),
    });
    return formDone("password", "shell.account.passwordChanged");
  },
  async language({ commerce, actor, form }: AccountRequest): Promise<AdminFormOutcome> {
    const locale = form.get("locale");
    if (!isShopLocale(locale)) throw new Response("locale: must be sv-SE or en-GB", { status: 400 });
    await commerce.staff.setOwnLocale(actor, locale);
    return formDone("language", "shell.account.languageSaved");
  },
  async "two-factor-start"({ commerce, actor }: AccountRequest): Promise<AdminFormOutcome> {
    // The pending secret is stored; the page's loader shows it until a code confirms it.
    const { shopName } = await commerce.settings.readBranding();
    await commerce.staff.beginTwoFactorSetup(actor, shopName);
    return { intent: "two-factor-start", fields: {} };
  },
  async "two-factor-confirm"({ commerce, actor, form }: AccountRequest): Promise<AdminFormOutcome> {
    await commerce.staff.confirmTwoFactor(actor, formText(form, "code"));
    return formDone("two-factor-confirm", "shell.account.twoFactorEnabled");
  },
  async "two-factor-disable"({ commerce, actor, form }: AccountRequest): Promise<AdminFormOutcome> {
    await commerce.staff.disableTwoFactor(actor, formText(form, "code"));
    return formDone("two-factor-disable", "shell.account.twoFactorDisabled");
  },
};

export type AccountIntent = keyof typeof accountIntents;

export function isAccountIntent(intent: string): intent is AccountIntent {
  return Object.hasOwn(accountIntents, intent);
}
