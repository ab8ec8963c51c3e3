import { eq } from "drizzle-orm";
import type { Database } from "#commerce/db/client.ts";
import { mediaFiles } from "./schema.ts";

export interface MediaFile {
  key: string;
  contentType: string;
  bytes: Buffer;
}

/** The original image stored under a key, or undefined when there is none. */
export async function getMediaFile(db: Database, key: string): Promise<MediaFile | undefined> {
  const [row] = await db
    .select({ key: mediaFiles.key, contentType: mediaFiles.contentType, bytes: mediaFiles.bytes })
    .from(mediaFiles)
    .where(eq(mediaFiles.key, key));
  return row;
}
