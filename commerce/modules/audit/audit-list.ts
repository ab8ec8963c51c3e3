import { and, asc, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type Database, readSideBySide } from "#commerce/db/client.ts";
import { shopMidnight } from "../stores/index.ts";
import type { AuditEntry } from "./audit-log.ts";
import { auditEntries } from "./schema.ts";

/** Which entries to list. */
export interface AuditFilter {
  staffId?: number;
  subjectKind?: string;
  subjectId?: string;
  action?: string;
  /** Written on this day (YYYY-MM-DD, the shop's: Stockholm's) or later; the caller has checked it is a day. */
  from?: string;
  /** Written on this day (YYYY-MM-DD, the shop's) or earlier: the day is included whole. */
  to?: string;
}

/**
 * A page of the filtered log: the newest page, or the page after another one's `older` cursor
 * (`before` its oldest entry) or `newer` cursor (`after` its newest entry); `after` wins if both are given.
 */
export interface AuditPageQuery extends AuditFilter {
  before?: number;
  after?: number;
  /** 50 unless told, 200 at most. */
  limit?: number;
}

/** A page of entries, newest first, and the cursors of the pages either side (null at either end). */
export interface AuditPage {
  entries: AuditEntry[];
  newer: { after: number } | null;
  older: { before: number } | null;
}

function filterConditions(filter: AuditFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.staffId !== undefined) conditions.push(eq(auditEntries.staffId, filter.staffId));
  if (filter.subjectKind) conditions.push(eq(auditEntries.subjectKind, filter.subjectKind));
  if (filter.subjectId) conditions.push(eq(auditEntries.subjectId, filter.subjectId));
  if (filter.action) conditions.push(eq(auditEntries.action, filter.action));
  if (filter.from) conditions.push(gte(auditEntries.createdAt, shopMidnight(filter.from)));
  if (filter.to) conditions.push(lt(auditEntries.createdAt, shopMidnight(filter.to, 1)));
  return and(...conditions);
}

/**
 * The log's order is (created_at, id): entries written in one transaction share a timestamp, and
 * ids are taken before commit, so neither alone is the order nor (the time) unique. The edge
 * entry's key is read back in SQL, so no timestamp is cut to JavaScript's milliseconds between pages.
 */
function comparedToEntry(comparison: "<" | "<=" | ">" | ">=", id: number): SQL {
  const edge = alias(auditEntries, "edge");
  return sql`(${auditEntries.createdAt}, ${auditEntries.id}) ${sql.raw(comparison)} (select ${edge.createdAt}, ${edge.id} from ${auditEntries} ${sql.identifier("edge")} where ${edge.id} = ${id})`;
}

/**
 * Entries matching the filter, newest first, a page at a time by (created_at, id) in either
 * direction. A page reached by `after` is read oldest first and turned round; a cursor's own side
 * is asked whether it holds anything (the edge entry itself, at least, unless the filter changed).
 */
export async function listAuditPage(db: Database, query: AuditPageQuery): Promise<AuditPage> {
  const limit = Math.min(query.limit ?? 50, 200);
  const filter = filterConditions(query);
  const towardsNewer = query.after !== undefined;
  const edgeId = query.after ?? query.before;
  const order = towardsNewer ? asc : desc;
  const [rows, behind] = await readSideBySide<[AuditEntry[], unknown[]]>(db, [
    () =>
      db
        .select()
        .from(auditEntries)
        .where(and(filter, edgeId === undefined ? undefined : comparedToEntry(towardsNewer ? ">" : "<", edgeId)))
        .orderBy(order(auditEntries.createdAt), order(auditEntries.id))
        .limit(limit + 1),
    async () =>
      edgeId === undefined
        ? []
        : db
            .select({ one: sql`1` })
            .from(auditEntries)
            .where(and(filter, comparedToEntry(towardsNewer ? "<=" : ">=", edgeId)))
            .limit(1),
  ]);
  const page = rows.slice(0, limit);
  const entries = towardsNewer ? page.reverse() : page;
  const [newest, oldest] = [entries[0], entries.at(-1)];
  if (!newest || !oldest) return { entries, newer: null, older: null };
  const beyond = rows.length > limit;
  const back = behind.length > 0;
  return {
    entries,
    newer: (towardsNewer ? beyond : back) ? { after: newest.id } : null,
    older: (towardsNewer ? back : beyond) ? { before: oldest.id } : null,
  };
}
