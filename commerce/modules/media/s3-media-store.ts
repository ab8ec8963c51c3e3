import { contentTypeOfKey, isMediaKey, type MediaStore } from "./media-store.ts";
import { amzDateOf, authorizationFor, encodePathSegment, sha256Hex, type S3Credentials } from "./signature-v4.ts";

/** Where an S3-compatible bucket is and how to sign for it (MEDIA_S3_*). */
export interface S3MediaStoreConfig extends S3Credentials {
  /** The service's base URL (https://s3.eu-north-1.amazonaws.com, http://127.0.0.1:9000 for MinIO); objects are addressed path-style under it. */
  endpoint: string;
  bucket: string;
  region: string;
}

/** How long one call to the bucket may take before it is given up. */
const requestTimeoutMs = 30_000;

/** The payload hash of a body-less request. */
const emptyPayloadHash = sha256Hex("");

/** S3's error code from its XML answer (`<Code>NoSuchBucket</Code>`), for the log. */
const errorCodeOf = (body: string) => /<Code>([^<]{1,100})<\/Code>/.exec(body)?.[1] ?? "no error code";

/**
 * Originals as objects in an S3-compatible bucket, each request signed with Signature Version 4
 * (node:crypto; no SDK). Errors name the call, the status and S3's error code, never a credential.
 */
export function createS3MediaStore(
  config: S3MediaStoreConfig,
  { now = () => new Date() }: { now?: () => Date } = {},
): MediaStore {
  const base = new URL(config.endpoint);
  const basePath = base.pathname.replace(/\/+$/, "");

  async function send(method: "GET" | "PUT" | "DELETE", key: string, body?: Buffer, contentType?: string) {
    if (!isMediaKey(key)) throw new Error(`Not a media key: ${JSON.stringify(key)}`);
    const path = [basePath, encodePathSegment(config.bucket), ...key.split("/").map(encodePathSegment)].join("/");
    const url = new URL(path, base);
    const headers: Record<string, string> = {
      host: url.host,
      "x-amz-date": amzDateOf(now()),
      "x-amz-content-sha256": body ? sha256Hex(body) : emptyPayloadHash,
      ...(contentType ? { "content-type": contentType } : {}),
    };
    const authorization = authorizationFor({ method, path, headers, region: config.region, service: "s3" }, config);
    const { host: _host, ...sent } = headers;
    return fetch(url, {
      method,
      headers: { ...sent, authorization },
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
  }

  async function refused(call: string, key: string, answer: Response): Promise<Error> {
    return new Error(`S3 ${call} of ${key} answered ${answer.status} (${errorCodeOf(await answer.text())})`);
  }

  return {
    kind: "s3",
    async put({ key, contentType, bytes }) {
      const answer = await send("PUT", key, bytes, contentType);
      if (!answer.ok) throw await refused("PUT", key, answer);
      await answer.body?.cancel();
    },
    async get(key) {
      if (!isMediaKey(key)) return undefined;
      const answer = await send("GET", key);
      if (answer.status === 404) {
        await answer.body?.cancel();
        return undefined;
      }
      if (!answer.ok) throw await refused("GET", key, answer);
      return {
        key,
        contentType: answer.headers.get("content-type") ?? contentTypeOfKey(key),
        bytes: Buffer.from(await answer.arrayBuffer()),
      };
    },
    async delete(key) {
      const answer = await send("DELETE", key);
      // S3 answers 204 for a key that held nothing too.
      if (!answer.ok && answer.status !== 404) throw await refused("DELETE", key, answer);
      await answer.body?.cancel();
    },
  };
}
