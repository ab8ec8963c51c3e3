// The back office's view of the customers: a searchable, paged list and one customer's profile.
import { and, asc, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { DatabaseOrTransaction } from "#commerce/db/client.ts";
import { DomainError } from "#commerce/errors.ts";
import { problem } from "#commerce/error-codes.ts";
import { fieldProblems, isUuid } from "#commerce/validation.ts";
import { customers } from "./schema.ts";

/** Where an account stands: in use, deactivated (no login until activated), or deleted and erased. */
const customerStatuses = ["active", "deactivated", "deleted"] as const;
export type CustomerStatus = (typeof customerStatuses)[number];

/** Which customers to list; every field may come straight from a query string. */
export const customerListInput = z.object({
  /** Part of the email or name, or a whole customer code. */
  search: z.string().trim().max(200).optional(),
  /** Absent: every customer not deleted. */
  status: z.enum(customerStatuses).optional(),
  sort: z.enum(["newest", "oldest"]).default("newest"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
});
export type CustomerListQuery = z.input<typeof customerListInput>;

export interface CustomerListItem {
  id: number;
  code: string;
  email: string;
  firstName: string;
  lastName: string;
  status: CustomerStatus;
  createdAt: Date;
}

/** One page of the list, with how many customers match in all. */
export interface CustomerPage {
  customers: CustomerListItem[];
  total: number;
  page: number;
  perPage: number;
}

/** A customer's own data as the back office shows it; never the password. */
export interface CustomerProfile extends CustomerListItem {
  phone: string | null;
  locale: string;
  acceptedTermsAt: Date | null;
  updatedAt: Date;
  deletedAt: Date | null;
}

const statusColumn = sql<CustomerStatus>`case when ${customers.deletedAt} is not null then 'deleted'
  when ${customers.isActive} then 'active' else 'deactivated' end`;

const statusConditions: Record<CustomerStatus, SQL | undefined> = {
  active: and(isNull(customers.deletedAt), eq(customers.isActive, true)),
  deactivated: and(isNull(customers.deletedAt), eq(customers.isActive, false)),
  deleted: isNotNull(customers.deletedAt),
};

/** The same expression as customers_search_idx, so the trigram index answers the search. */
const searchableText = sql`(${customers.email} || ' ' || ${customers.firstName} || ' ' || ${customers.lastName})`;

function searchCondition(search: string): SQL | undefined {
  const pattern = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return isUuid(search)
    ? or(eq(customers.code, search), ilike(searchableText, pattern))
    : ilike(searchableText, pattern);
}

const listColumns = {
  id: customers.id,
  code: customers.code,
  email: customers.email,
  firstName: customers.firstName,
  lastName: customers.lastName,
  status: statusColumn,
  createdAt: customers.createdAt,
};

/** Customers matching the query, a page at a time, newest (or oldest) first, with the total that match. */
export async function listCustomers(db: DatabaseOrTransaction, query: CustomerListQuery): Promise<CustomerPage> {
  const parsed = customerListInput.safeParse(query);
  if (!parsed.success) {
    const fields = fieldProblems(parsed.error);
    throw new DomainError(
      "invalid",
      problem("invalid_request", { part: "query", fields: fields.map(({ field }) => field) }),
      fields,
    );
  }
  const { search, status, sort, page, perPage } = parsed.data;
  const where = and(
    status ? statusConditions[status] : isNull(customers.deletedAt),
    search ? searchCondition(search) : undefined,
  );
  const order =
    sort === "newest" ? [desc(customers.createdAt), desc(customers.id)] : [asc(customers.createdAt), asc(customers.id)];
  // The total rides along with the page, so one statement answers both.
  const rows = await db
    .select({ ...listColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(customers)
    .where(where)
    .orderBy(...order)
    .limit(perPage)
    .offset((page - 1) * perPage);
  const total = rows[0]?.total ?? (page > 1 ? await db.$count(customers, where) : 0);
  return { customers: rows.map(({ total: _total, ...customer }) => customer), total, page, perPage };
}

/** One customer's profile, deleted ones too (erased, they keep only their id, code and dates); unknown is not found. */
export async function findCustomerProfile(db: DatabaseOrTransaction, customerId: number): Promise<CustomerProfile> {
  const [profile] = await db
    .select({
      ...listColumns,
      phone: customers.phone,
      locale: customers.locale,
      acceptedTermsAt: customers.acceptedTermsAt,
      updatedAt: customers.updatedAt,
      deletedAt: customers.deletedAt,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!profile) throw new DomainError("not_found", problem("account_not_found"));
  return profile;
}
