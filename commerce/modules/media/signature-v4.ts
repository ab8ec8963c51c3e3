import { createHash, createHmac } from "node:crypto";

/** An access key pair of an S3-compatible service. */
export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

/** What a request signature covers (AWS Signature Version 4, header form, no query string). */
export interface SignableRequest {
  method: string;
  /** The path as sent: each segment already percent-encoded. */
  path: string;
  /** Every header to sign, `host`, `x-amz-date` and `x-amz-content-sha256` among them; names in any case. */
  headers: Record<string, string>;
  region: string;
  service: string;
}

export const sha256Hex = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();

/** RFC 3986 percent-encoding of one path segment, as Signature V4 wants it (unreserved characters kept). */
export const encodePathSegment = (segment: string) =>
  encodeURIComponent(segment).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** `20130524T000000Z`: the time format of x-amz-date. */
export const amzDateOf = (time: Date) =>
  time
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/**
 * The Authorization header of a request under Signature Version 4: the canonical request
 * (method, path, empty query, sorted lower-case headers, their names, the payload's hash as its
 * x-amz-content-sha256 says), the string to sign over its hash and the credential scope, and
 * the HMAC chain from the secret through date, region and service.
 */
export function authorizationFor(request: SignableRequest, credentials: S3Credentials): string {
  const headers = Object.entries(request.headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, " ")] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const lookUp = (name: string) => headers.find(([candidate]) => candidate === name)?.[1];
  const amzDate = lookUp("x-amz-date");
  const payloadHash = lookUp("x-amz-content-sha256");
  if (!amzDate || !payloadHash) throw new Error("x-amz-date and x-amz-content-sha256 must be signed");
  const signedHeaders = headers.map(([name]) => name).join(";");
  const canonicalRequest = [
    request.method,
    request.path,
    "",
    headers.map(([name, value]) => `${name}:${value}\n`).join(""),
    signedHeaders,
    payloadHash,
  ].join("\n");
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${request.region}/${request.service}/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256Hex(canonicalRequest)].join("\n");
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), request.region), request.service),
    "aws4_request",
  );
  const signature = createHmac("sha256", signingKey).update(stringToSign).digest("hex");
  return `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`;
}
