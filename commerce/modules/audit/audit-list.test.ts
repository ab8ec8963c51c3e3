import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffActor, StaffRole } from "#commerce/modules/access/index.ts";
import { createStaffActors } from "#tests/fixtures/staff-actors.ts";
import { openTestDatabase, type TestDatabase } from "#tests/fixtures/test-database.ts";
import type { AuditPage, AuditPageQuery } from "./audit-list.ts";
import { auditEntries } from "./schema.ts";
import { createAuditService, type AuditService } from "./service.ts";

let database: TestDatabase;
let audit: AuditService;
let actors: Record<StaffRole, StaffActor>;

/**
 * When each entry happened, in the order they are written: ties (one transaction's entries share
 * its time), microseconds apart (one JavaScript millisecond), and the oldest written last, so the
 * ids' order is not the log's.
 */
const writtenAt = [
  "2026-03-01 10:00:00.000001",
  "2026-03-01 10:00:01",
  "2026-03-01 10:00:00.000001",
  "2026-03-01 10:00:00.000003",
  "2026-03-01 10:00:01",
  "2026-03-01 10:00:00.000002",
  "2026-03-01 10:00:00.000001",
  "2026-03-01 10:00:00.000003",
  "2026-03-01 10:00:01",
  "2026-03-01 10:00:00.000003",
  "2026-03-01 09:00:00",
];
/** The log as the test wrote it, newest first: by time, then by id; the oracle every page is read against. */
let expected: { id: number; at: string }[];
/** An entry of another subject at each end and in the middle, which the filter must leave out. */
const otherTimes = ["2026-03-01 10:00:02", "2026-03-01 10:00:00.000002", "2026-03-01 08:00:00"];

const write = async (at: string, subjectKind: string) => {
  const [row] = await database.db
    .insert(auditEntries)
    .values({
      staffId: actors.owner.id,
      staffEmail: actors.owner.email,
      action: "order.note",
      subjectKind,
      subjectId: at,
      createdAt: sql`${`${at}+00`}::timestamptz`,
    })
    .returning({ id: auditEntries.id });
  return row!.id;
};

beforeAll(async () => {
  database = await openTestDatabase();
  audit = createAuditService(database.db);
  actors = await createStaffActors(database.db, "audit");
  const written: { id: number; at: string }[] = [];
  for (const [index, at] of writtenAt.entries()) {
    written.push({ id: await write(at, "order"), at });
    if (index % 4 === 0) await write(otherTimes[index / 4]!, "customer");
  }
  // Each time padded to microseconds, so the text sorts as the time does.
  const sortable = (at: string) => at.padEnd(26, ".000000");
  expected = written.sort((a, b) => sortable(b.at).localeCompare(sortable(a.at)) || b.id - a.id);
});
afterAll(() => database.destroy());

const filter = { subjectKind: "order", limit: 4 } satisfies AuditPageQuery;
const idsOf = (page: AuditPage) => page.entries.map((entry) => entry.id);

/** Follows one cursor (a page's `older` or `newer`) from a page to the end, giving every page on the way. */
async function walk(from: AuditPage, towards: "older" | "newer"): Promise<AuditPage[]> {
  const pages = [from];
  for (let page = from; page[towards];) {
    page = await audit.listEntries(actors.owner, { ...filter, ...page[towards] });
    pages.push(page);
    expect(pages.length).toBeLessThan(10);
  }
  return pages;
}

describe("paging the audit log", () => {
  it("pages back to the oldest entry and forward again through the same pages, each entry once", async () => {
    const newest = await audit.listEntries(actors.owner, filter);
    expect(newest.newer).toBeNull();
    const back = await walk(newest, "older");
    expect(back.map(idsOf)).toEqual([
      expected.slice(0, 4).map((entry) => entry.id),
      expected.slice(4, 8).map((entry) => entry.id),
      expected.slice(8).map((entry) => entry.id),
    ]);
    expect(back.at(-1)!.older).toBeNull();
    const forward = await walk(back.at(-1)!, "newer");
    expect(forward.map(idsOf)).toEqual(back.map(idsOf).reverse());
    expect(forward.at(-1)!.newer).toBeNull();
    expect(back.flatMap((page) => page.entries.map((entry) => entry.subjectKind))).toEqual(
      Array(writtenAt.length).fill("order"),
    );
  });

  it("goes from an older page to the page just before it, not to the newest", async () => {
    const second = await audit.listEntries(actors.owner, { ...filter, before: expected[3]!.id });
    expect(idsOf(second)).toEqual(expected.slice(4, 8).map((entry) => entry.id));
    const third = await audit.listEntries(actors.owner, { ...filter, ...second.older });
    const backToSecond = await audit.listEntries(actors.owner, { ...filter, ...third.newer });
    expect(idsOf(backToSecond)).toEqual(idsOf(second));
    expect(backToSecond).toMatchObject({ newer: { after: expected[4]!.id }, older: { before: expected[7]!.id } });
  });

  it("answers a page past either end with no entries and no cursors", async () => {
    const oldest = expected.at(-1)!.id;
    const newest = expected[0]!.id;
    expect(await audit.listEntries(actors.owner, { ...filter, before: oldest })).toEqual({
      entries: [],
      newer: null,
      older: null,
    });
    expect(await audit.listEntries(actors.owner, { ...filter, after: newest })).toEqual({
      entries: [],
      newer: null,
      older: null,
    });
  });
});

describe("the log by the shop's days", () => {
  it("takes a day as Stockholm's, midnight to midnight, the last day included", async () => {
    // 23:59:59.999999 on 28 February and midnight on 1 March in Stockholm (UTC+1 in winter).
    const lastOfFebruary = await write("2026-02-28 22:59:59.999999", "day-edge");
    const firstOfMarch = await write("2026-02-28 23:00:00", "day-edge");
    const onDays = async (from: string, to: string) =>
      idsOf(await audit.listEntries(actors.owner, { subjectKind: "day-edge", from, to }));
    expect(await onDays("2026-03-01", "2026-03-01")).toEqual([firstOfMarch]);
    expect(await onDays("2026-02-28", "2026-02-28")).toEqual([lastOfFebruary]);
    expect(await onDays("2026-02-01", "2026-03-31")).toEqual([firstOfMarch, lastOfFebruary]);
  });
});
