import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { selectRows } from "#commerce/db/client.ts";
import { demoOwner } from "#commerce/db/seed/demo-staff.ts";
import { problem } from "#commerce/error-codes.ts";
import { hashSecretToken } from "#commerce/secret-tokens.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { expectDomainError, problemsByField } from "#tests/fixtures/domain-error.ts";
import { absentPasswordHash, verifyPassword } from "../accounts/index.ts";
import { listMailTo } from "../mail/index.ts";
import type * as accountsModule from "../accounts/index.ts";
import type { StaffActor, StaffRole } from "../access/index.ts";
import { totpCode, totpStepAt } from "./totp.ts";

// The real password check, watched: an unknown email must still cost one check (against a dummy hash).
vi.mock("../accounts/index.ts", async (importOriginal) => {
  const accounts = await importOriginal<typeof accountsModule>();
  return { ...accounts, verifyPassword: vi.fn(accounts.verifyPassword) };
});

const shop = withDemoShop();
const acceptUrl = "https://shop.example/admin/invite";
const resetUrl = "https://shop.example/admin/password-reset/new";
let serial = 0;
/** A fresh client address per attempt, so the per-address limit decides nothing unless a test wants it to. */
const nextAddress = () => `198.51.${Math.floor((serial += 1) / 250)}.${serial % 250}`;
const staff = () => shop.commerce.staff;

async function actorFor(email: string): Promise<StaffActor> {
  const [row] = await selectRows<StaffActor>(
    shop.database.db,
    sql`select id, email, role from staff_members where email = ${email}`,
  );
  return row!;
}

/** Invites someone as the demo owner and lets them choose a password through the mailed link. */
async function addMember(role: StaffRole, password = "a good password"): Promise<StaffActor> {
  const email = `member${(serial += 1)}@butik.test`;
  await staff().inviteMember(await actorFor(demoOwner.email), { email, name: `Member ${serial}`, role }, acceptUrl);
  await staff().acceptInvite({ token: await mailedToken(email, "/admin/invite"), password });
  return actorFor(email);
}

/** The token in the latest mail to an address whose link leads to `path`. */
async function mailedToken(recipient: string, path: string): Promise<string> {
  const [mail] = await listMailTo(shop.database.db, recipient, 1);
  const link = mail?.textBody.match(new RegExp(`https://shop\\.example${path}\\?token=([\\w-]+)`));
  if (!link) throw new Error(`no link to ${path} mailed to ${recipient}`);
  return link[1]!;
}

async function signedIn(email: string, password: string) {
  const result = await staff().signIn({ email, password, clientAddress: nextAddress() });
  if (!result.ok) throw new Error(result.reason);
  return result;
}

const auditRows = (action: string) =>
  selectRows<{ staff_id: number; subject_id: string; before: unknown; after: unknown }>(
    shop.database.db,
    sql`select staff_id, subject_id, before, after from audit_entries where action = ${action} order by id`,
  );

describe("sign-in and sessions", () => {
  it("opens a session whose token is stored only as its hash, and ends it on sign-out", async () => {
    const result = await signedIn(" OWNER@butik.test ", demoOwner.password);
    expect(result.needsSecondFactor).toBe(false);
    const stored = await selectRows<{ token_hash: string }>(
      shop.database.db,
      sql`select token_hash from staff_sessions`,
    );
    expect(stored.map((row) => row.token_hash)).toContain(hashSecretToken(result.sessionToken));
    expect(stored.map((row) => row.token_hash)).not.toContain(result.sessionToken);
    expect(await staff().findSession(result.sessionToken)).toMatchObject({
      actor: { email: demoOwner.email, role: "owner" },
      pending: null,
    });
    await staff().signOut(result.sessionToken);
    expect(await staff().findSession(result.sessionToken)).toBeUndefined();
  });

  it("answers a wrong password, an unknown email and a pending invite alike", async () => {
    const invited = `pending${(serial += 1)}@butik.test`;
    await staff().inviteMember(
      await actorFor(demoOwner.email),
      { email: invited, name: "P", role: "support" },
      acceptUrl,
    );
    for (const [email, password] of [
      [demoOwner.email, "wrong password"],
      ["nobody@butik.test", demoOwner.password],
      [invited, "anything at all"],
    ] as const)
      expect(await staff().signIn({ email, password, clientAddress: nextAddress() })).toEqual({
        ok: false,
        reason: "invalid_credentials",
      });
    // Alike in time too: the unknown email's password is checked against a dummy hash, as a member's would be.
    vi.mocked(verifyPassword).mockClear();
    await staff().signIn({ email: "nobody@butik.test", password: "a guess", clientAddress: nextAddress() });
    expect(vi.mocked(verifyPassword).mock.calls).toEqual([["a guess", absentPasswordHash]]);
  });

  it("limits guesses per email like a shopper's login", async () => {
    const member = await addMember("support");
    for (let attempt = 0; attempt < 10; attempt += 1)
      await staff().signIn({ email: member.email, password: "wrong", clientAddress: nextAddress() });
    expect(
      await staff().signIn({ email: member.email, password: "a good password", clientAddress: nextAddress() }),
    ).toEqual({
      ok: false,
      reason: "too_many_attempts",
    });
  });

  it("slides an idle session's end on, and drops an expired one", async () => {
    const { sessionToken } = await signedIn(demoOwner.email, demoOwner.password);
    const tokenHash = hashSecretToken(sessionToken);
    await shop.database.db.execute(
      sql`update staff_sessions set last_seen_at = now() - interval '2 hours', expires_at = now() + interval '1 minute' where token_hash = ${tokenHash}`,
    );
    expect(await staff().findSession(sessionToken)).toBeDefined();
    const [slid] = await selectRows<{ hours: number }>(
      shop.database.db,
      sql`select extract(epoch from expires_at - now()) / 3600 as hours from staff_sessions where token_hash = ${tokenHash}`,
    );
    expect(Number(slid!.hours)).toBeGreaterThan(11.9);
    await shop.database.db.execute(
      sql`update staff_sessions set expires_at = now() - interval '1 second' where token_hash = ${tokenHash}`,
    );
    expect(await staff().findSession(sessionToken)).toBeUndefined();
  });

  it("keeps a deactivated member out and ends their sessions", async () => {
    const member = await addMember("manager");
    const { sessionToken } = await signedIn(member.email, "a good password");
    await staff().deactivateMember(await actorFor(demoOwner.email), member.id);
    expect(await staff().findSession(sessionToken)).toBeUndefined();
    expect(
      await staff().signIn({ email: member.email, password: "a good password", clientAddress: nextAddress() }),
    ).toEqual({ ok: false, reason: "invalid_credentials" });
    await staff().reactivateMember(await actorFor(demoOwner.email), member.id);
    await signedIn(member.email, "a good password");
  });
});

describe("invites", () => {
  it("adds a member without a password, mails a week-long link, audits, and takes the link once", async () => {
    const owner = await actorFor(demoOwner.email);
    const member = await staff().inviteMember(
      owner,
      { email: "New.Person@Butik.test", name: "Nora Ny", role: "support", locale: "en-GB" },
      acceptUrl,
    );
    expect(member).toMatchObject({ email: "new.person@butik.test", invitePending: true, locale: "en-GB" });
    const [token] = await selectRows<{ days: number }>(
      shop.database.db,
      sql`select extract(epoch from expires_at - now()) / 86400 as days from staff_tokens where staff_id = ${member.id} and purpose = 'invite'`,
    );
    expect(Number(token!.days)).toBeCloseTo(7, 1);
    const [mail] = await selectRows<{ template: string; locale: string }>(
      shop.database.db,
      sql`select template, locale from outgoing_mail where recipient = 'new.person@butik.test'`,
    );
    expect(mail).toEqual({ template: "staff-invite", locale: "en-GB" });
    expect((await auditRows("staff.invite")).at(-1)).toMatchObject({
      staff_id: owner.id,
      subject_id: String(member.id),
    });

    const link = await mailedToken(member.email, "/admin/invite");
    expect(await staff().describeInvite(link)).toEqual({ email: member.email, name: "Nora Ny" });
    await staff().acceptInvite({ token: link, password: "chosen password" });
    await signedIn(member.email, "chosen password");
    expect((await expectDomainError(staff().acceptInvite({ token: link, password: "another one!" }))).problem).toEqual(
      problem("token_expired"),
    );
    expect(await staff().describeInvite(link)).toBeUndefined();
  });

  it("refuses an email already on the staff, on the email field", async () => {
    const error = await expectDomainError(
      staff().inviteMember(
        await actorFor(demoOwner.email),
        { email: demoOwner.email, name: "Again", role: "editor" },
        acceptUrl,
      ),
    );
    expect(problemsByField(error)).toEqual({ email: problem("email_registered") });
  });

  it("refuses an invite it cannot send with check_invite, each field saying why, and adds no one", async () => {
    const error = await expectDomainError(
      staff().inviteMember(
        await actorFor(demoOwner.email),
        { email: "not an address", name: " ", role: "boss" as StaffRole },
        acceptUrl,
      ),
    );
    expect([error.kind, error.problem]).toEqual(["invalid", problem("check_invite")]);
    expect(problemsByField(error)).toEqual({
      email: problem("invalid_email"),
      name: problem("required"),
      role: problem("unknown_role"),
    });
    const added = await selectRows(shop.database.db, sql`select 1 from staff_members where name = ' '`);
    expect(added).toEqual([]);
  });

  it("resends an invite: the new link works, the old one no longer does", async () => {
    const owner = await actorFor(demoOwner.email);
    const member = await staff().inviteMember(
      owner,
      { email: `resend${(serial += 1)}@butik.test`, name: "R", role: "editor" },
      acceptUrl,
    );
    const first = await mailedToken(member.email, "/admin/invite");
    await staff().resendInvite(owner, member.id, acceptUrl);
    const second = await mailedToken(member.email, "/admin/invite");
    expect(second).not.toBe(first);
    expect(await staff().describeInvite(first)).toBeUndefined();
    await staff().acceptInvite({ token: second, password: "a good password" });
    expect((await expectDomainError(staff().resendInvite(owner, member.id, acceptUrl))).problem).toEqual(
      problem("invite_already_accepted"),
    );
  });
});

describe("password reset", () => {
  it("mails an hour-long single-use link; the reset ends every session", async () => {
    const member = await addMember("support");
    const { sessionToken } = await signedIn(member.email, "a good password");
    await staff().requestPasswordReset({ email: member.email, clientAddress: nextAddress(), resetUrl }).delivered;
    const token = await mailedToken(member.email, "/admin/password-reset/new");
    await staff().resetPassword({ token, password: "a brand new password" });
    expect(await staff().findSession(sessionToken)).toBeUndefined();
    await signedIn(member.email, "a brand new password");
    expect((await expectDomainError(staff().resetPassword({ token, password: "yet another one" }))).problem).toEqual(
      problem("token_expired"),
    );
    expect((await auditRows("staff.password_reset")).at(-1)).toMatchObject({ staff_id: member.id, before: null });
  });

  it("answers an unknown email the same and mails nothing", async () => {
    const answer = staff().requestPasswordReset({ email: "ghost@butik.test", clientAddress: nextAddress(), resetUrl });
    await answer.delivered;
    const mails = await selectRows(
      shop.database.db,
      sql`select 1 from outgoing_mail where recipient = 'ghost@butik.test'`,
    );
    expect(mails).toEqual([]);
  });

  it("mails at most three links an hour to one address", async () => {
    const member = await addMember("editor");
    for (let request = 0; request < 5; request += 1)
      await staff().requestPasswordReset({ email: member.email, clientAddress: nextAddress(), resetUrl }).delivered;
    const [{ count } = { count: 0 }] = await selectRows<{ count: number }>(
      shop.database.db,
      sql`select count(*)::int as count from outgoing_mail where recipient = ${member.email} and template = 'staff-password-reset'`,
    );
    expect(count).toBe(3);
  });
});

/** The current TOTP step, waiting out the last few seconds of one so a test's codes stay within the ±1 window. */
async function steadyStep(): Promise<number> {
  const intoStep = (Date.now() / 1000) % 30;
  if (intoStep > 25) await new Promise((resolve) => setTimeout(resolve, (30 - intoStep) * 1000 + 100));
  return totpStepAt(new Date());
}

async function withTwoFactor(role: StaffRole) {
  const member = await addMember(role);
  const { secret, uri } = await staff().beginTwoFactorSetup(member, "Butik");
  const setup = (await auditRows("staff.two_factor_setup")).at(-1)!;
  expect(setup).toMatchObject({ staff_id: member.id, after: { twoFactorPending: true } });
  expect(JSON.stringify(setup)).not.toContain(secret);
  expect(uri).toContain(`otpauth://totp/Butik%3A${encodeURIComponent(member.email)}?secret=${secret}`);
  const step = await steadyStep();
  expect(problemsByField(await expectDomainError(staff().confirmTwoFactor(member, "12345x")))).toHaveProperty("code");
  await staff().confirmTwoFactor(member, totpCode(secret, step - 1));
  return { member, secret, step };
}

describe("two-factor sign-in", () => {
  it("is set up with a confirmed code, then asks for a fresh code at every sign-in and never takes one twice", async () => {
    const { member, secret, step } = await withTwoFactor("manager");
    expect((await auditRows("staff.two_factor_enable")).at(-1)).toMatchObject({
      before: { twoFactorEnabled: false },
      after: { twoFactorEnabled: true },
    });
    const { sessionToken, needsSecondFactor } = await signedIn(member.email, "a good password");
    expect(needsSecondFactor).toBe(true);
    expect(await staff().findSession(sessionToken)).toMatchObject({ pending: "second_factor" });
    const replayed = await expectDomainError(staff().verifySecondFactor(sessionToken, totpCode(secret, step - 1)));
    expect(problemsByField(replayed)).toEqual({ code: problem("two_factor_invalid") });
    await staff().verifySecondFactor(sessionToken, totpCode(secret, step));
    expect(await staff().findSession(sessionToken)).toMatchObject({ pending: null });

    const again = await signedIn(member.email, "a good password");
    await expectDomainError(staff().verifySecondFactor(again.sessionToken, totpCode(secret, step)));
    expect(await staff().findSession(again.sessionToken)).toMatchObject({ pending: "second_factor" });
    await staff().verifySecondFactor(again.sessionToken, totpCode(secret, step + 1));
    expect(await staff().findSession(again.sessionToken)).toMatchObject({ pending: null });
  });

  it("never stretches a session past its 7 days, and takes no second code on a session already verified", async () => {
    const { member, secret, step } = await withTwoFactor("manager");
    const { sessionToken } = await signedIn(member.email, "a good password");
    const tokenHash = hashSecretToken(sessionToken);
    await shop.database.db.execute(
      sql`update staff_sessions set created_at = now() - interval '7 days' + interval '1 minute' where token_hash = ${tokenHash}`,
    );
    await staff().verifySecondFactor(sessionToken, totpCode(secret, step));
    const expiresIn = async () =>
      (
        await selectRows<{ seconds: number }>(
          shop.database.db,
          sql`select extract(epoch from expires_at - now())::float8 as seconds from staff_sessions where token_hash = ${tokenHash}`,
        )
      )[0]!.seconds;
    expect(await expiresIn()).toBeLessThanOrEqual(60);
    const again = await expectDomainError(staff().verifySecondFactor(sessionToken, totpCode(secret, step + 1)));
    expect(again.problem).toEqual(problem("log_in_first"));
    expect(await expiresIn()).toBeLessThanOrEqual(60);
  });

  it("refuses to set up two-factor sign-in again while it is on, keeping the secret", async () => {
    const { member, secret, step } = await withTwoFactor("editor");
    const again = await expectDomainError(staff().beginTwoFactorSetup(member, "Butik"));
    expect([again.kind, again.problem]).toEqual(["conflict", problem("two_factor_already_on")]);
    const { sessionToken } = await signedIn(member.email, "a good password");
    await staff().verifySecondFactor(sessionToken, totpCode(secret, step));
    expect(await staff().findSession(sessionToken)).toMatchObject({ pending: null });
  });

  it("is turned off only with a current, unused code", async () => {
    const { member, secret, step } = await withTwoFactor("support");
    await expectDomainError(staff().disableTwoFactor(member, "000000"));
    await expectDomainError(staff().disableTwoFactor(member, totpCode(secret, step - 1)));
    await staff().disableTwoFactor(member, totpCode(secret, step));
    expect((await signedIn(member.email, "a good password")).needsSecondFactor).toBe(false);
    expect((await auditRows("staff.two_factor_disable")).at(-1)).toMatchObject({ after: { twoFactorEnabled: false } });
  });

  it("sends an owner without two-factor to set it up once the settings require it", async () => {
    const owner = await actorFor(demoOwner.email);
    const { sessionToken } = await signedIn(demoOwner.email, demoOwner.password);
    expect(await staff().findSession(sessionToken)).toMatchObject({ pending: null });
    await shop.commerce.settings.update(owner, "staffSecurity", { ownersRequireTwoFactor: true });
    expect(await staff().findSession(sessionToken)).toMatchObject({ pending: "two_factor_setup" });
    const manager = await addMember("manager");
    const managerSession = await signedIn(manager.email, "a good password");
    expect(await staff().findSession(managerSession.sessionToken)).toMatchObject({ pending: null });
    await shop.commerce.settings.update(owner, "staffSecurity", { ownersRequireTwoFactor: false });
  });
});

describe("roles and the last owner", () => {
  it("keeps the last active owner: no demotion, no deactivation, until another owner can sign in", async () => {
    const owner = await actorFor(demoOwner.email);
    const refusedDemotion = await expectDomainError(staff().changeRole(owner, owner.id, "manager"));
    expect(refusedDemotion.problem).toEqual(problem("last_owner"));
    expect((await expectDomainError(staff().deactivateMember(owner, owner.id))).problem).toEqual(problem("last_owner"));

    const second = await addMember("manager");
    const promoted = await staff().changeRole(owner, second.id, "owner");
    expect(promoted.role).toBe("owner");
    const [entry] = (await auditRows("staff.role_change")).slice(-1);
    expect(entry).toMatchObject({ staff_id: owner.id, before: { role: "manager" }, after: { role: "owner" } });
    expect(JSON.stringify(entry)).not.toMatch(/scrypt|passwordHash|totp/i);

    await staff().changeRole(await actorFor(second.email), owner.id, "manager");
    expect(
      (await expectDomainError(staff().changeRole(await actorFor(second.email), second.id, "support"))).problem,
    ).toEqual(problem("last_owner"));
    await staff().changeRole(await actorFor(second.email), owner.id, "owner");
  });

  it.each(["manager", "support", "editor"] as const)(
    "refuses every staff and settings use case to the %s role",
    async (role) => {
      const actor = await addMember(role);
      const someone = await addMember("editor");
      const refusals = [
        staff().listMembers(actor),
        staff().inviteMember(actor, { email: `x${(serial += 1)}@butik.test`, name: "X", role: "owner" }, acceptUrl),
        staff().resendInvite(actor, someone.id, acceptUrl),
        staff().changeRole(actor, someone.id, "owner"),
        staff().deactivateMember(actor, someone.id),
        staff().reactivateMember(actor, someone.id),
        shop.commerce.settings.read(actor, "branding"),
        shop.commerce.settings.update(actor, "staffSecurity", { ownersRequireTwoFactor: false }),
        shop.commerce.audit.listEntries(actor, {}),
      ];
      for (const refused of refusals) {
        const error = await expectDomainError(refused);
        expect(error.kind).toBe("forbidden");
        expect(error.code).toBe("staff_forbidden");
      }
      const members = await selectRows(
        shop.database.db,
        sql`select 1 from staff_members where role = 'owner' and id = ${someone.id}`,
      );
      expect(members).toEqual([]);
    },
  );

  it("refuses a role that is not one of the staff roles, on the role field", async () => {
    const member = await addMember("support");
    const error = await expectDomainError(
      staff().changeRole(await actorFor(demoOwner.email), member.id, "boss" as StaffRole),
    );
    expect([error.kind, error.problem]).toEqual(["invalid", problem("unknown_role")]);
    expect(problemsByField(error)).toEqual({ role: problem("unknown_role") });
    expect((await actorFor(member.email)).role).toBe("support");
  });

  it("lets every member change their own password and language, audited", async () => {
    const member = await addMember("editor");
    const first = await signedIn(member.email, "a good password");
    const second = await signedIn(member.email, "a good password");
    const wrong = await expectDomainError(
      staff().changeOwnPassword(member, first.sessionToken, {
        currentPassword: "nope",
        newPassword: "a newer password",
      }),
    );
    expect(problemsByField(wrong)).toEqual({ currentPassword: problem("invalid_password") });
    await staff().changeOwnPassword(member, first.sessionToken, {
      currentPassword: "a good password",
      newPassword: "a newer password",
    });
    expect(await staff().findSession(first.sessionToken)).toBeDefined();
    expect(await staff().findSession(second.sessionToken)).toBeUndefined();
    await staff().setOwnLocale(member, "en-GB");
    expect((await staff().findSession(first.sessionToken))?.member.locale).toBe("en-GB");
    expect((await auditRows("staff.locale_change")).at(-1)).toMatchObject({
      before: { locale: "sv-SE" },
      after: { locale: "en-GB" },
    });
    expect((await auditRows("staff.password_change")).at(-1)).toMatchObject({
      staff_id: member.id,
      before: null,
      after: null,
    });
  });
});

describe("settings", () => {
  it("stores a checked value with before and after in the audit log, and refuses a bad one", async () => {
    const owner = await actorFor(demoOwner.email);
    const before = await shop.commerce.settings.read(owner, "branding");
    const after = { ...before, shopName: "Butik Norr" };
    expect(await shop.commerce.settings.update(owner, "branding", after)).toEqual(after);
    expect(await shop.commerce.settings.readBranding()).toEqual(after);
    expect((await auditRows("settings.update")).at(-1)).toMatchObject({ subject_id: "branding", before, after });
    const bad = await expectDomainError(
      shop.commerce.settings.update(owner, "branding", { ...before, colours: { ...before.colours, brand: "red" } }),
    );
    expect([bad.kind, bad.problem]).toEqual(["invalid", problem("check_setting", { setting: "branding" })]);
    expect(bad.fields.map((field) => field.field)).toEqual(["colours.brand"]);
    const unnamed = await expectDomainError(
      shop.commerce.settings.update(owner, "branding", { ...before, shopName: "  ", logoMediaKey: "k".repeat(201) }),
    );
    expect(problemsByField(unnamed)).toEqual({
      shopName: problem("required"),
      logoMediaKey: problem("too_long", { max: 200 }),
    });
    expect(await shop.commerce.settings.readBranding()).toEqual(after);
  });
});
