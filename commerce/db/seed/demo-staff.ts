import { hashPassword } from "#commerce/modules/accounts/index.ts";
import { staffMembers } from "#commerce/modules/staff/schema.ts";
import type { DatabaseOrTransaction } from "../client.ts";

/** The demo shop's owner, whose credentials the README gives: for trying the back office, never for a real shop. */
export const demoOwner = { email: "owner@butik.test", password: "butik-owner-demo", name: "Olivia Ägare" } as const;

/** Seeds the demo owner, signed up and ready to sign in (no invite needed). */
export async function writeDemoOwner(db: DatabaseOrTransaction): Promise<void> {
  await db.insert(staffMembers).values({
    email: demoOwner.email,
    name: demoOwner.name,
    role: "owner",
    passwordHash: await hashPassword(demoOwner.password),
    locale: "sv-SE",
  });
}
