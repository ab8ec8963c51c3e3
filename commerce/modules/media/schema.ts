import { customType, pgTable, text, timestamp } from "drizzle-orm/pg-core";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/** Original images (uploaded or generated); /img/{key} serves resized copies of them. */
export const mediaFiles = pgTable("media_files", {
  key: text().primaryKey(),
  contentType: text().notNull(),
  bytes: bytea().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
