import { eq } from "drizzle-orm";
import type { Database } from "#commerce/db/client.ts";
import type { MediaStore } from "./media-store.ts";
import { mediaFiles } from "./schema.ts";

/** Originals in the media_files table: the default store, and where the demo shop's pictures are seeded. */
export function createDatabaseMediaStore(db: Database): MediaStore {
  return {
    kind: "database",
    async put({ key, contentType, bytes }) {
      await db
        .insert(mediaFiles)
        .values({ key, contentType, bytes })
        .onConflictDoUpdate({ target: mediaFiles.key, set: { contentType, bytes } });
    },
    async get(key) {
      const [row] = await db
        .select({ key: mediaFiles.key, contentType: mediaFiles.contentType, bytes: mediaFiles.bytes })
        .from(mediaFiles)
        .where(eq(mediaFiles.key, key));
      return row;
    },
    async delete(key) {
      await db.delete(mediaFiles).where(eq(mediaFiles.key, key));
    },
  };
}
