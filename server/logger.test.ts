import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { createLogger } from "./logger.ts";

const shop = withDemoShop();

function loggerToLines() {
  const lines: string[] = [];
  return { lines, log: createLogger("info", { write: (line: string) => void lines.push(line) }) };
}

async function failingQuery(query: Promise<unknown>): Promise<unknown> {
  try {
    await query;
  } catch (error) {
    return error;
  }
  throw new Error("the query was expected to fail");
}

describe("logged database errors", () => {
  it("name the error class, the SQLSTATE code and the statement, never the SQL or its parameter values", async () => {
    const secret = "correct-horse-battery-staple@example.se";
    const error = await failingQuery(
      shop.database.db.execute(sql`select count(*) from customers where email = ${secret} and id = ${secret}::int`),
    );
    const { lines, log } = loggerToLines();
    log.error({ err: error }, "request failed");
    const line = lines.join("\n");
    expect(line).not.toContain("correct-horse");
    expect(line).not.toMatch(/where email/i);
    const logged = JSON.parse(lines[0]!).err;
    expect(logged).toMatchObject({ type: expect.any(String), code: "22P02", statement: "select customers" });
  });

  it("redact a constraint violation's detail, which quotes the row", async () => {
    const { rows } = (await shop.database.db.execute(sql`select email from customers limit 1`)) as {
      rows: { email: string }[];
    };
    const customer = rows[0];
    const error = await failingQuery(
      shop.database.db.execute(sql`insert into customers (email) values (${customer!.email})`),
    );
    const { lines, log } = loggerToLines();
    log.error({ err: new Error("could not save", { cause: error }) }, "request failed");
    expect(lines.join("\n")).not.toContain(customer!.email);
    expect(JSON.parse(lines[0]!).err).toMatchObject({
      type: "Error",
      message: "could not save",
      cause: { statement: "insert customers" },
    });
  });

  it("are redacted even when a caller logs only the message of a failed query", async () => {
    const error = (await failingQuery(shop.database.db.execute(sql`select ${"hunter2-secret"}::int`))) as Error;
    const { lines, log } = loggerToLines();
    log.warn({ orderId: 7, error: error.message }, "releasing an expired order failed");
    expect(lines[0]).not.toContain("hunter2");
    expect(JSON.parse(lines[0]!)).toMatchObject({ orderId: 7, error: "database statement failed (select)" });
  });

  it("keep other errors as pino logs them", () => {
    const { lines, log } = loggerToLines();
    log.error({ err: new TypeError("x is not a function") }, "request failed");
    expect(JSON.parse(lines[0]!).err).toMatchObject({
      type: "TypeError",
      message: "x is not a function",
      stack: expect.stringContaining("TypeError: x is not a function"),
    });
  });
});
