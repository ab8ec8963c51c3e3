import type { ShopLocale } from "#commerce/locale.ts";
import type { StaffRole } from "../../access/index.ts";
import type { MailTemplate } from "./mail-context.ts";
import { ActionButton, MailHeading, Paragraph } from "./mail-parts.tsx";

const enGB = {
  subject: (inviter: string, shopName: string) => `${inviter} invited you to the ${shopName} back office`,
  heading: "You are invited to the back office",
  invited: (inviter: string, shopName: string, role: string) =>
    `${inviter} has invited you to work in the ${shopName} back office as ${role}.`,
  roles: { owner: "owner", manager: "manager", support: "customer support", editor: "editor" } as Record<
    StaffRole,
    string
  >,
  action: "Accept and choose a password",
  ignore: "If you did not expect this invitation, you can ignore this message.",
};
const texts: Record<ShopLocale, typeof enGB> = {
  "en-GB": enGB,
  "sv-SE": {
    subject: (inviter, shopName) => `${inviter} har bjudit in dig till administrationen för ${shopName}`,
    heading: "Du är inbjuden till administrationen",
    invited: (inviter, shopName, role) =>
      `${inviter} har bjudit in dig att arbeta i administrationen för ${shopName} som ${role}.`,
    roles: { owner: "ägare", manager: "butikschef", support: "kundtjänst", editor: "redaktör" },
    action: "Tacka ja och välj ett lösenord",
    ignore: "Väntade du dig inte den här inbjudan kan du strunta i det här meddelandet.",
  },
};

/** A staff invitation: who invited, to which role, and the link to accept and set a password. */
export const staffInvite: MailTemplate<"staff_invite"> = (data, context) => {
  const text = texts[context.locale];
  const { shopName } = context.branding;
  const invited = text.invited(data.inviterName, shopName, text.roles[data.role]);
  return {
    subject: text.subject(data.inviterName, shopName),
    preview: invited,
    content: (
      <>
        <MailHeading context={context}>{text.heading}</MailHeading>
        <Paragraph>{invited}</Paragraph>
        <ActionButton context={context} href={data.acceptUrl}>
          {text.action}
        </ActionButton>
        <Paragraph muted>{text.ignore}</Paragraph>
      </>
    ),
  };
};
