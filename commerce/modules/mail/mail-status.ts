/** Where a mail's delivery stands: waiting (queued or to be tried again), sent, or given up. */
export const mailStatuses = ["pending", "sent", "failed"] as const;
export type MailStatus = (typeof mailStatuses)[number];
