import { Agent, request } from "node:http";

/** Kept-alive sockets shared by every guest of the bench, as a browser keeps its connections. */
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/**
 * The bench's JSON client for one guest: a cookie jar over node:http. It does what
 * tests/fixtures/api-client.ts does, at a fraction of fetch's CPU: the bench shares two cores with
 * the shop it measures, and the client's CPU counted against the listing it loads.
 */
export function createLeanApiClient(origin: string) {
  const jar = new Map<string, string>();
  return {
    call(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      return new Promise((resolve, reject) => {
        const outgoing = request(
          `${origin}${path}`,
          {
            method,
            agent,
            headers: {
              cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; "),
              ...(payload === undefined
                ? {}
                : { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }),
            },
          },
          (response) => {
            for (const cookie of response.headers["set-cookie"] ?? []) {
              const [name, value] = cookie.split(";")[0]!.split("=");
              if (value) jar.set(name!, value);
              else jar.delete(name!);
            }
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () => {
              const text = Buffer.concat(chunks).toString("utf8");
              resolve({ status: response.statusCode!, body: text ? (JSON.parse(text) as unknown) : null });
            });
            response.on("error", reject);
          },
        );
        outgoing.on("error", reject);
        outgoing.end(payload);
      });
    },
  };
}
