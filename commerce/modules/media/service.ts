import type { Database } from "#commerce/db/client.ts";
import { createDatabaseMediaStore } from "./database-media-store.ts";
import type { MediaFile, MediaStore } from "./media-store.ts";

/** Original pictures by key, in the configured media store; /img serves resized copies of them. */
export interface MediaService {
  /** Where new pictures go (database, directory or s3). */
  readonly storeKind: MediaStore["kind"];
  /** The original stored under a key, or undefined when there is none. */
  getMediaFile(key: string): Promise<MediaFile | undefined>;
  /** Stores an original under its key. */
  putMediaFile(file: MediaFile): Promise<void>;
  /** Removes the original under a key, wherever it is kept. */
  deleteMediaFile(key: string): Promise<void>;
}

/**
 * The media service over a store (the database's media_files when none is given). With another
 * store, originals still found only in the database (the seeded demo shop's, those uploaded
 * before the switch) are served and deleted there, so changing MEDIA_STORE loses no picture.
 */
export function createMediaService(db: Database, store: MediaStore = createDatabaseMediaStore(db)): MediaService {
  const earlier = store.kind === "database" ? undefined : createDatabaseMediaStore(db);
  return {
    storeKind: store.kind,
    getMediaFile: async (key) => (await store.get(key)) ?? (await earlier?.get(key)),
    putMediaFile: (file) => store.put(file),
    async deleteMediaFile(key) {
      await store.delete(key);
      await earlier?.delete(key);
    },
  };
}
