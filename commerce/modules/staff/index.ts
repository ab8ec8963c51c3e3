export { createStaffService, type StaffService } from "./service.ts";
export { createMemberFromCommandLine, linkWithToken } from "./invites.ts";
export type { StaffMember } from "./members.ts";
export { findStaffNames } from "./staff-names.ts";
export type { OwnAccount } from "./own-account.ts";
export { staffSessionMaxSeconds, type StaffSession, type StaffSignInResult } from "./sessions.ts";
export type { StaffInviteInput, StaffPasswordChangeInput } from "./inputs.ts";
