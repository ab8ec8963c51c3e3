/**
 * `npm run staff -- create --email a@b.se --role owner [--name "…"] [--locale en-GB]` adds a staff
 * member (the shop's first owner, say) and prints a one-time link where they choose their password.
 * Works on the embedded database (DATA_DIR) and on DATABASE_URL alike.
 */
import { parseArgs } from "node:util";
import { migrateDatabase } from "#commerce/db/migrate.ts";
import { readEnv } from "#commerce/env.ts";
import { isDomainError } from "#commerce/errors.ts";
import { createMemberFromCommandLine, linkWithToken, type StaffInviteInput } from "#commerce/modules/staff/index.ts";
import { openScriptDatabase } from "./open-script-database.ts";

const usage =
  'Usage: npm run staff -- create --email a@b.se --role owner|manager|support|editor [--name "…"] [--locale sv-SE|en-GB]';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: "string" },
    role: { type: "string" },
    name: { type: "string" },
    locale: { type: "string" },
  },
});
if (positionals[0] !== "create" || !values.email || !values.role) {
  console.error(usage);
  process.exit(2);
}

const env = readEnv();
const handle = await openScriptDatabase(env);
await migrateDatabase(handle.db);
try {
  const { member, token } = await createMemberFromCommandLine(handle.db, {
    email: values.email,
    name: values.name ?? values.email.split("@")[0]!,
    role: values.role as StaffInviteInput["role"],
    locale: (values.locale ?? "sv-SE") as StaffInviteInput["locale"],
  });
  const origin = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  console.log(`Created ${member.role} ${member.email} (${member.name}).`);
  console.log("Open this link within 7 days to choose a password (it works once):");
  console.log(linkWithToken(new URL("/admin/invite", origin).toString(), token));
} catch (error) {
  if (!isDomainError(error)) throw error;
  const problems = error.fields.map((field) => `${field.field}: ${field.code}`).join(", ");
  console.error(`Not created: ${error.code}${problems ? ` (${problems})` : ""}`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
