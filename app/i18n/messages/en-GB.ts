import type { MessageCatalogue } from "./en-US.ts";

/** British English: only what differs from en-US; the rest falls back. */
export const enGB: Partial<MessageCatalogue> = {};
