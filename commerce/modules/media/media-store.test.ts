import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "#tests/fixtures/test-database.ts";
import { startFakeS3 } from "#tests/fakes/s3-server.ts";
import { readEnv } from "#commerce/env.ts";
import { createMediaStore } from "./create-media-store.ts";
import { createDatabaseMediaStore } from "./database-media-store.ts";
import { createDirectoryMediaStore } from "./directory-media-store.ts";
import type { MediaStore } from "./media-store.ts";
import { createS3MediaStore } from "./s3-media-store.ts";
import { createMediaService } from "./service.ts";
import { authorizationFor } from "./signature-v4.ts";

const s3Account = {
  accessKeyId: "AKIAFAKEMEDIA",
  secretAccessKey: "fake-secret/Key+for-the-media-test",
  region: "eu-north-1",
  bucket: "butik-media",
};

let database: TestDatabase;
let directory: string;
let fakeS3: Awaited<ReturnType<typeof startFakeS3>>;
const stores: Record<MediaStore["kind"], () => MediaStore> = {
  database: () => createDatabaseMediaStore(database.db),
  directory: () => createDirectoryMediaStore(directory),
  s3: () => createS3MediaStore({ ...s3Account, endpoint: fakeS3.endpoint }),
};

beforeAll(async () => {
  [database, directory, fakeS3] = await Promise.all([
    openTestDatabase(),
    mkdtemp(join(tmpdir(), "butik-media-")),
    startFakeS3(s3Account),
  ]);
});
afterAll(async () => {
  await Promise.all([database.destroy(), rm(directory, { recursive: true, force: true }), fakeS3.close()]);
});

describe.each(Object.keys(stores) as MediaStore["kind"][])("the %s media store", (kind) => {
  const picture = (key: string, text: string) => ({ key, contentType: "image/png", bytes: Buffer.from(text) });

  it("keeps a file under its key, replaces it, and deletes it", async () => {
    const store = stores[kind]();
    expect(store.kind).toBe(kind);
    const key = `products/7/${kind}-a.png`;
    expect(await store.get(key)).toBeUndefined();
    await store.put(picture(key, "first"));
    await store.put(picture(`products/7/${kind}-b.png`, "other"));
    expect(await store.get(key)).toEqual(picture(key, "first"));
    await store.put(picture(key, "second"));
    expect((await store.get(key))?.bytes.toString()).toBe("second");
    await store.delete(key);
    expect(await store.get(key)).toBeUndefined();
    expect((await store.get(`products/7/${kind}-b.png`))?.bytes.toString()).toBe("other");
    // A key that runs on past a stored one names nothing (on disk: a path through a file).
    expect(await store.get(`products/7/${kind}-b.png/x.png`)).toBeUndefined();
    await store.delete(key);
  });

  it("names no file with a key that climbs out or is empty", async () => {
    const store = stores[kind]();
    for (const key of ["../escape.png", "a/../../b.png", "", "a//b.png"]) expect(await store.get(key)).toBeUndefined();
  });
});

describe("the directory store", () => {
  it("writes each key as a file under the directory", async () => {
    await stores.directory().put({ key: "products/9/x.webp", contentType: "image/webp", bytes: Buffer.from("webp") });
    expect((await readFile(join(directory, "products/9/x.webp"))).toString()).toBe("webp");
    expect((await stores.directory().get("products/9/x.webp"))?.contentType).toBe("image/webp");
    await expect(
      stores.directory().put({ key: "../x.png", contentType: "image/png", bytes: Buffer.from("") }),
    ).rejects.toThrow("Not a media key");
  });
});

describe("the S3 store's signatures", () => {
  it("signs as AWS's documented GET Object example does", () => {
    // docs.aws.amazon.com, "Signature Calculations for the Authorization Header", example GET Object.
    const authorization = authorizationFor(
      {
        method: "GET",
        path: "/test.txt",
        headers: {
          Host: "examplebucket.s3.amazonaws.com",
          Range: "bytes=0-9",
          "x-amz-content-sha256": "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
          "x-amz-date": "20130524T000000Z",
        },
        region: "us-east-1",
        service: "s3",
      },
      { accessKeyId: "AKIAIOSFODNN7EXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY" },
    );
    expect(authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
  });

  it("is refused with a wrong secret, a wrong region or a stale clock, and the error never shows the secret", async () => {
    const before = fakeS3.objects.size;
    const file = { key: "products/1/refused.png", contentType: "image/png", bytes: Buffer.from("no") };
    const endpoint = fakeS3.endpoint;
    const wrongSecret = { ...s3Account, endpoint, secretAccessKey: "not-the-secret-at-all" };
    const failure = await createS3MediaStore(wrongSecret)
      .put(file)
      .catch((error: Error) => error);
    expect(String(failure)).toContain("403 (SignatureDoesNotMatch)");
    expect(String(failure)).not.toContain(wrongSecret.secretAccessKey);
    await expect(createS3MediaStore({ ...s3Account, endpoint, region: "us-east-1" }).get(file.key)).rejects.toThrow(
      "AuthorizationHeaderMalformed",
    );
    const stale = createS3MediaStore({ ...s3Account, endpoint }, { now: () => new Date(Date.now() - 3_600_000) });
    await expect(stale.delete(file.key)).rejects.toThrow("RequestTimeTooSkewed");
    expect(fakeS3.refused.slice(-3)).toEqual([
      "SignatureDoesNotMatch",
      "AuthorizationHeaderMalformed",
      "RequestTimeTooSkewed",
    ]);
    expect(fakeS3.objects.size).toBe(before);
  });
});

describe("the media service over another store", () => {
  it("still serves and deletes originals kept in the database (the seeded ones), and puts new ones in its store", async () => {
    const inDatabase = createDatabaseMediaStore(database.db);
    await inDatabase.put({ key: "artwork/seeded.svg", contentType: "image/svg+xml", bytes: Buffer.from("<svg/>") });
    const media = createMediaService(database.db, stores.directory());
    expect(media.storeKind).toBe("directory");
    expect((await media.getMediaFile("artwork/seeded.svg"))?.contentType).toBe("image/svg+xml");
    await media.putMediaFile({ key: "products/5/new.png", contentType: "image/png", bytes: Buffer.from("new") });
    expect(await inDatabase.get("products/5/new.png")).toBeUndefined();
    expect((await readFile(join(directory, "products/5/new.png"))).toString()).toBe("new");
    await media.deleteMediaFile("artwork/seeded.svg");
    expect(await media.getMediaFile("artwork/seeded.svg")).toBeUndefined();
  });
});

describe("choosing the store by configuration", () => {
  it("takes the database by default, a directory or a bucket when named with their settings", () => {
    expect(createMediaStore(readEnv({}), database.db).kind).toBe("database");
    expect(createMediaStore(readEnv({ MEDIA_STORE: "directory", MEDIA_DIR: directory }), database.db).kind).toBe(
      "directory",
    );
    const s3 = { MEDIA_STORE: "s3", MEDIA_S3_ENDPOINT: fakeS3.endpoint, MEDIA_S3_BUCKET: s3Account.bucket };
    const keys = {
      MEDIA_S3_ACCESS_KEY_ID: s3Account.accessKeyId,
      MEDIA_S3_SECRET_ACCESS_KEY: s3Account.secretAccessKey,
    };
    expect(createMediaStore(readEnv({ ...s3, ...keys }), database.db).kind).toBe("s3");
  });

  it("refuses to start without a store's settings, naming them and never a secret", () => {
    expect(() => readEnv({ MEDIA_STORE: "directory" })).toThrow("MEDIA_DIR: is required when MEDIA_STORE is directory");
    const withoutBucket = () =>
      readEnv({
        MEDIA_STORE: "s3",
        MEDIA_S3_ENDPOINT: "https://s3.eu-north-1.amazonaws.com",
        MEDIA_S3_ACCESS_KEY_ID: s3Account.accessKeyId,
        MEDIA_S3_SECRET_ACCESS_KEY: s3Account.secretAccessKey,
      });
    expect(withoutBucket).toThrow("MEDIA_S3_BUCKET: is required when MEDIA_STORE is s3");
    expect(withoutBucket).not.toThrow(s3Account.secretAccessKey);
  });
});
