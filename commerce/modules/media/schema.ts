import { pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { bytea } from "#commerce/db/bytea.ts";

/** Original images (uploaded or generated); /img/{key} serves resized copies of them. */
export const mediaFiles = pgTable("media_files", {
  key: text().primaryKey(),
  contentType: text().notNull(),
  bytes: bytea().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
