import type { Database } from "#commerce/db/client.ts";
import { getMediaFile, type MediaFile } from "./media-files.ts";

/** Original images by key; /img serves resized copies of them. */
export interface MediaService {
  /** The original image stored under a key, or undefined when there is none. */
  getMediaFile(key: string): Promise<MediaFile | undefined>;
}

/** The media service on one database. */
export function createMediaService(db: Database): MediaService {
  return {
    getMediaFile: (key) => getMediaFile(db, key),
  };
}
