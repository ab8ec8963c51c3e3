import type { Database } from "#commerce/db/client.ts";
import type { Env } from "#commerce/env.ts";
import { createDatabaseMediaStore } from "./database-media-store.ts";
import { createDirectoryMediaStore } from "./directory-media-store.ts";
import type { MediaStore } from "./media-store.ts";
import { createS3MediaStore } from "./s3-media-store.ts";

export type MediaStoreEnv = Pick<
  Env,
  | "MEDIA_STORE"
  | "MEDIA_DIR"
  | "MEDIA_S3_ENDPOINT"
  | "MEDIA_S3_BUCKET"
  | "MEDIA_S3_REGION"
  | "MEDIA_S3_ACCESS_KEY_ID"
  | "MEDIA_S3_SECRET_ACCESS_KEY"
>;

/** The media store the configuration names (MEDIA_STORE): `database` (the default), `directory` or `s3`; env.ts requires each one's settings. */
export function createMediaStore(env: MediaStoreEnv, db: Database): MediaStore {
  switch (env.MEDIA_STORE) {
    case "database":
      return createDatabaseMediaStore(db);
    case "directory":
      return createDirectoryMediaStore(env.MEDIA_DIR!);
    case "s3":
      return createS3MediaStore({
        endpoint: env.MEDIA_S3_ENDPOINT!,
        bucket: env.MEDIA_S3_BUCKET!,
        region: env.MEDIA_S3_REGION,
        accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID!,
        secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY!,
      });
  }
}
