import { and, count, desc, eq, ilike, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "#commerce/db/client.ts";
import { DomainError } from "#commerce/errors.ts";
import { problem } from "#commerce/error-codes.ts";
import { invalidInput } from "#commerce/validation.ts";
import { outboxFilterInput, type OutboxFilter } from "./inputs.ts";
import type { MailStatus } from "./mail-status.ts";
import { outgoingMail } from "./schema.ts";
import { type MailBodies, renderedBodies } from "./stored-mail.ts";

/** An email in the outbox, with what became of it. */
export type OutgoingMail = typeof outgoingMail.$inferSelect;

/** A mail as the back office lists it: who, what, and where its delivery stands. */
export interface MailSummary {
  id: number;
  recipient: string;
  subject: string;
  template: string;
  locale: string;
  orderId: string | null;
  status: MailStatus;
  attempts: number;
  createdAt: Date;
  /** When the next try may start (pending mail only means anything by it). */
  nextAttemptAt: Date;
  sentAt: Date | null;
  failedAt: Date | null;
  lastError: string | null;
}

/** One mail with what it says, as text and as HTML. */
export interface MailDetail extends MailSummary, MailBodies {}

/** One page of the outbox, with how many mails match in all. */
export interface OutboxPage {
  mails: MailSummary[];
  total: number;
  page: number;
  pageSize: number;
}

const summaryColumns = {
  id: outgoingMail.id,
  recipient: outgoingMail.recipient,
  subject: outgoingMail.subject,
  template: outgoingMail.template,
  locale: outgoingMail.locale,
  orderId: outgoingMail.orderId,
  status: sql<MailStatus>`case when ${outgoingMail.sentAt} is not null then 'sent' when ${outgoingMail.failedAt} is not null then 'failed' else 'pending' end`,
  attempts: outgoingMail.attempts,
  createdAt: outgoingMail.createdAt,
  nextAttemptAt: outgoingMail.nextAttemptAt,
  sentAt: outgoingMail.sentAt,
  failedAt: outgoingMail.failedAt,
  lastError: outgoingMail.lastError,
};

/** What a mail's bodies are, or are rendered from. */
const bodyColumns = {
  textBody: outgoingMail.textBody,
  htmlBody: outgoingMail.htmlBody,
  templateInput: outgoingMail.templateInput,
};

const statusCondition: Record<MailStatus, SQL> = {
  pending: and(isNull(outgoingMail.sentAt), isNull(outgoingMail.failedAt))!,
  sent: isNotNull(outgoingMail.sentAt),
  failed: isNotNull(outgoingMail.failedAt),
};

/** `%`, `_` and `\` stand for themselves in a search, not for LIKE's wildcards. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (special) => `\\${special}`)}%`;

/** The outbox, newest first (by id: unique, so pages never overlap), filtered by status and recipient. */
export async function listOutbox(db: Database, filter: OutboxFilter): Promise<OutboxPage> {
  const parsed = outboxFilterInput.safeParse(filter);
  if (!parsed.success) throw invalidInput(problem("check_outbox_filter"), parsed.error);
  const { status, recipient, page, pageSize } = parsed.data;
  const where = and(
    status ? statusCondition[status] : undefined,
    recipient ? ilike(outgoingMail.recipient, containing(recipient)) : undefined,
  );
  const rows = await db
    .select({ ...summaryColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(outgoingMail)
    .where(where)
    .orderBy(desc(outgoingMail.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  // A page past the end has no rows to carry the total: count on its own then.
  const total =
    rows[0]?.total ?? (page > 1 ? (await db.select({ total: count() }).from(outgoingMail).where(where))[0]!.total : 0);
  return { mails: rows.map(({ total: _total, ...mail }) => mail), total, page, pageSize };
}

/** One mail with its text and HTML; `mail_not_found` when there is none with the id. */
export async function findMail(db: DatabaseOrTransaction, id: number): Promise<MailDetail> {
  const [mail] = await db
    .select({ ...summaryColumns, ...bodyColumns })
    .from(outgoingMail)
    .where(eq(outgoingMail.id, id));
  if (!mail) throw new DomainError("not_found", problem("mail_not_found"));
  const { templateInput: _input, ...detail } = mail;
  return { ...detail, ...(await renderedBodies(mail)) };
}

/** The mails about one order, newest first: the order's page in the back office lists them. */
export function listMailForOrder(db: DatabaseOrTransaction, orderId: string): Promise<MailSummary[]> {
  return db
    .select(summaryColumns)
    .from(outgoingMail)
    .where(eq(outgoingMail.orderId, orderId))
    .orderBy(desc(outgoingMail.id));
}

/**
 * Erases every mail to an address, sent or not (an erased customer's name, address and order lines
 * must not outlive them in the outbox), inside the caller's transaction.
 */
export async function eraseMailTo(tx: DatabaseOrTransaction, recipient: string): Promise<void> {
  await tx.delete(outgoingMail).where(eq(outgoingMail.recipient, recipient));
}

/** The latest emails to one address, newest first, with their bodies (tests read what the shop mailed with it). */
export async function listMailTo(db: Database, recipient: string, limit = 10): Promise<(OutgoingMail & MailBodies)[]> {
  const mails = await db
    .select()
    .from(outgoingMail)
    .where(eq(outgoingMail.recipient, recipient))
    .orderBy(desc(outgoingMail.id))
    .limit(limit);
  return Promise.all(mails.map(async (mail) => ({ ...mail, ...(await renderedBodies(mail)) })));
}
