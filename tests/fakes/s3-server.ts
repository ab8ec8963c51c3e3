import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** An object as the fake bucket keeps it. */
export interface FakeS3Object {
  bytes: Buffer;
  contentType: string | undefined;
}

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();

/** How far a request's x-amz-date may be from now, as S3 allows (RequestTimeTooSkewed past it). */
const allowedSkewMs = 15 * 60 * 1000;

const errorXml = (code: string) => `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`;

/**
 * The Signature V4 check S3 makes (AWS's "Authenticating Requests: Using the Authorization
 * Header"), written from the documentation for this fake: the credential scope must name the
 * key, the request's day, the region and `s3`; the payload hash must be the body's; the
 * signature is recomputed from the request as received (method, raw path, each signed header).
 * Answers the S3 error code of the first failure, or undefined when the request is signed right.
 */
function signatureProblem(
  request: IncomingMessage,
  body: Buffer,
  { accessKeyId, secretAccessKey, region }: { accessKeyId: string; secretAccessKey: string; region: string },
): string | undefined {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      request.headers.authorization ?? "",
    );
  if (!match) return "AccessDenied";
  const [, keyId, day, scopeRegion, signedHeaders, signature] = match as unknown as string[];
  if (keyId !== accessKeyId) return "InvalidAccessKeyId";
  if (scopeRegion !== region) return "AuthorizationHeaderMalformed";
  const amzDate = String(request.headers["x-amz-date"] ?? "");
  const time = Date.parse(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z"));
  if (Number.isNaN(time) || amzDate.slice(0, 8) !== day) return "AccessDenied";
  if (Math.abs(Date.now() - time) > allowedSkewMs) return "RequestTimeTooSkewed";
  const payloadHash = String(request.headers["x-amz-content-sha256"] ?? "");
  if (payloadHash !== sha256(body)) return "XAmzContentSHA256Mismatch";
  const names = signedHeaders!.split(";");
  if (!names.includes("host") || !names.includes("x-amz-date") || !names.includes("x-amz-content-sha256"))
    return "AccessDenied";
  const canonicalHeaders = names
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? "")
          .trim()
          .replace(/\s+/g, " ")}\n`,
    )
    .join("");
  const canonicalRequest = `${request.method}\n${request.url!.split("?")[0]}\n\n${canonicalHeaders}\n${signedHeaders}\n${payloadHash}`;
  const stringToSign = `AWS4-HMAC-SHA256\n${amzDate}\n${day}/${region}/s3/aws4_request\n${sha256(canonicalRequest)}`;
  const key = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, day!), region), "s3"), "aws4_request");
  const expected = createHmac("sha256", key).update(stringToSign).digest();
  return timingSafeEqual(expected, Buffer.from(signature!, "hex")) ? undefined : "SignatureDoesNotMatch";
}

/**
 * A fake S3-compatible service on loopback with one bucket, path-style (`/{bucket}/{key}`):
 * PUT, GET and DELETE of objects, each request checked for a valid Signature V4 as S3 checks it
 * (403 with S3's error code otherwise). `refused` lists the codes of the requests it turned away.
 */
export async function startFakeS3(credentials: {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  bucket: string;
}) {
  const objects = new Map<string, FakeS3Object>();
  const refused: string[] = [];

  const answer = (response: ServerResponse, status: number, code?: string) => {
    response.writeHead(status, code ? { "content-type": "application/xml" } : {});
    response.end(code ? errorXml(code) : undefined);
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks);
      const problem = signatureProblem(request, body, credentials);
      if (problem) {
        refused.push(problem);
        return answer(response, 403, problem);
      }
      const [, bucket, ...keyParts] = request.url!.split("?")[0]!.split("/");
      if (bucket !== credentials.bucket) return answer(response, 404, "NoSuchBucket");
      const key = keyParts.map(decodeURIComponent).join("/");
      if (request.method === "PUT") {
        objects.set(key, { bytes: body, contentType: request.headers["content-type"] });
        return answer(response, 200);
      }
      if (request.method === "DELETE") {
        objects.delete(key);
        return answer(response, 204);
      }
      if (request.method !== "GET") return answer(response, 405, "MethodNotAllowed");
      const object = objects.get(key);
      if (!object) return answer(response, 404, "NoSuchKey");
      response.writeHead(200, { "content-type": object.contentType ?? "binary/octet-stream" });
      response.end(object.bytes);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
