import { eq } from "drizzle-orm";
import type { Database } from "#commerce/db/client.ts";
import { mediaFiles } from "./schema.ts";

export interface MediaFile {
  key: string;
  contentType: string;
  bytes: Buffer;
}

/** Original images by key; /img serves resized copies of them. */
export function createMediaService(db: Database) {
  return {
    async getMediaFile(key: string): Promise<MediaFile | undefined> {
      const [row] = await db
        .select({ key: mediaFiles.key, contentType: mediaFiles.contentType, bytes: mediaFiles.bytes })
        .from(mediaFiles)
        .where(eq(mediaFiles.key, key));
      return row;
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
