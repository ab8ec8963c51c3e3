import type { Commerce } from "#commerce/commerce.ts";
import type { StaffInviteInput } from "#commerce/modules/staff/index.ts";
import type { StaffActor, StaffRole } from "#commerce/modules/access/index.ts";
import { idText } from "#commerce/validation.ts";
import type { AdminFormOutcome } from "#app/components/admin/form-outcome.tsx";
import { createAdminTranslator } from "#app/i18n/admin/index.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import { formDone } from "../form-outcome.server.ts";
import { formText } from "../form-text.server.ts";

interface StaffRequest {
  commerce: Commerce;
  actor: StaffActor;
  locale: ShopLocale;
  /** Where the invite mail's link leads: the shop's configured origin, never the request's Host. */
  acceptUrl: string;
  form: FormData;
}

/** The member a row's form names; a bad id names no one. */
const memberId = (form: FormData) => {
  const parsed = idText.safeParse(formText(form, "staffId"));
  if (!parsed.success) throw new Response("staffId: not a staff member's id", { status: 400 });
  return parsed.data;
};

/** The staff page's forms, one named function each; the engine checks the role and the last owner. */
export const staffIntents = {
  async invite({ commerce, actor, acceptUrl, form }: StaffRequest): Promise<AdminFormOutcome> {
    const member = await commerce.staff.inviteMember(
      actor,
      {
        email: formText(form, "email"),
        name: formText(form, "name"),
        role: formText(form, "role") as StaffInviteInput["role"],
        locale: formText(form, "locale") as StaffInviteInput["locale"],
      },
      acceptUrl,
    );
    return formDone("invite", "shell.staff.invited.done", { email: member.email });
  },
  async role({ commerce, actor, locale, form }: StaffRequest): Promise<AdminFormOutcome> {
    const member = await commerce.staff.changeRole(actor, memberId(form), formText(form, "role") as StaffRole);
    return formDone("role", "shell.staff.roleChanged", {
      name: member.name,
      role: createAdminTranslator(locale)(`shell.role.${member.role}`),
    });
  },
  async deactivate({ commerce, actor, form }: StaffRequest): Promise<AdminFormOutcome> {
    const member = await commerce.staff.deactivateMember(actor, memberId(form));
    return formDone("deactivate", "shell.staff.deactivated.done", { name: member.name });
  },
  async reactivate({ commerce, actor, form }: StaffRequest): Promise<AdminFormOutcome> {
    const member = await commerce.staff.reactivateMember(actor, memberId(form));
    return formDone("reactivate", "shell.staff.reactivated.done", { name: member.name });
  },
  async resend({ commerce, actor, acceptUrl, form }: StaffRequest): Promise<AdminFormOutcome> {
    const member = await commerce.staff.resendInvite(actor, memberId(form), acceptUrl);
    return formDone("resend", "shell.staff.inviteResent", { email: member.email });
  },
};

export type StaffIntent = keyof typeof staffIntents;

export function isStaffIntent(intent: string): intent is StaffIntent {
  return Object.hasOwn(staffIntents, intent);
}
