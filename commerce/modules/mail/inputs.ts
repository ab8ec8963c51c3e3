import { z } from "zod";
import { mailStatuses } from "./mail-status.ts";

/** The back office's outbox list: a status, a part of the recipient's address, a page (1 first). */
export const outboxFilterInput = z.object({
  status: z.enum(mailStatuses).optional(),
  recipient: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((value) => value || undefined),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type OutboxFilter = z.input<typeof outboxFilterInput>;
