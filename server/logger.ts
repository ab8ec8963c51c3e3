import { pino, stdSerializers, type DestinationStream, type Level, type Logger } from "pino";

/** What PostgreSQL (node-postgres, PGlite) attaches to a failed statement: a SQLSTATE and a severity. */
interface DatabaseErrorFields {
  code: string;
  severity?: string;
  constraint?: string;
  table?: string;
  column?: string;
}

function isDatabaseError(value: unknown): value is Error & DatabaseErrorFields {
  if (!(value instanceof Error) || !("severity" in value)) return false;
  const { code } = value as { code?: unknown };
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code);
}

/** Drizzle's wrapper: its message is "Failed query: <sql> params: <values>". */
const isFailedQuery = (value: unknown): value is Error & { query: string } =>
  value instanceof Error && typeof (value as { query?: unknown }).query === "string" && "params" in value;

const causeOf = (error: Error): unknown => (error as { cause?: unknown }).cause;

function involvesDatabase(error: unknown): boolean {
  for (let link = error, depth = 0; link instanceof Error && depth < 10; link = causeOf(link), depth += 1) {
    if (isDatabaseError(link) || isFailedQuery(link)) return true;
  }
  return false;
}

/** "insert customers", "select orders": which statement failed, without its text or values. */
export function statementNameOf(query: string): string {
  const verb = /^\s*(\w+)/.exec(query)?.[1]?.toLowerCase() ?? "statement";
  const table = /\b(?:from|into|update|join)\s+"?([\w.]+)"?/i.exec(query)?.[1];
  return table ? `${verb} ${table}` : verb;
}

/** Stack frames only: the first line of a stack repeats the message, which may quote SQL and values. */
const framesOf = (error: Error) =>
  (error.stack ?? "")
    .split("\n")
    .filter((line) => line.startsWith("    at "))
    .join("\n");

function redacted(error: Error): Record<string, unknown> {
  const cause = causeOf(error);
  const database = isDatabaseError(error) ? error : undefined;
  return {
    type: error.constructor.name,
    message: isFailedQuery(error) || database ? "database statement failed" : error.message,
    ...(isFailedQuery(error) ? { statement: statementNameOf(error.query) } : {}),
    ...(database
      ? { code: database.code, constraint: database.constraint, table: database.table, column: database.column }
      : {}),
    // The SQLSTATE on the wrapper too, so one field answers "what went wrong" for every database error.
    ...(isFailedQuery(error) && isDatabaseError(cause) ? { code: cause.code } : {}),
    stack: framesOf(error),
    ...(cause instanceof Error ? { cause: redacted(cause) } : {}),
  };
}

/**
 * pino's `err` serializer, except that an error involving the database is logged as its class, the
 * SQLSTATE code and the statement's name: drizzle's message holds the SQL and its parameter values,
 * and PostgreSQL's message and detail quote values too (a password hash, an email).
 */
export function serializeError(error: unknown): unknown {
  return involvesDatabase(error) ? redacted(error as Error) : stdSerializers.err(error as Error);
}

const failedQueryText = /^Failed query: ([\s\S]*?)\nparams: /;

/** A failed query's message logged as a plain field (`{ error: error.message }`) loses its SQL and values too. */
function redactFailedQueryFields(fields: Record<string, unknown>): Record<string, unknown> {
  const redactedFields = { ...fields };
  for (const [key, value] of Object.entries(fields)) {
    const failed = typeof value === "string" ? failedQueryText.exec(value) : null;
    if (failed) redactedFields[key] = `database statement failed (${statementNameOf(failed[1]!)})`;
  }
  return redactedFields;
}

/** The server's logger: one JSON line per event, errors through serializeError. */
export function createLogger(level: Level | "silent", destination?: DestinationStream): Logger {
  return pino(
    { level, serializers: { err: serializeError }, formatters: { log: redactFailedQueryFields } },
    destination,
  );
}
