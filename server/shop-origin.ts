/** What the operator configured: PUBLIC_URL and ALLOWED_HOSTS. */
export interface OriginSettings {
  publicUrl?: string | undefined;
  allowedHosts: readonly string[];
}

/** What the request claims and where it arrived. */
export interface RequestSeen {
  /** The Host header as sent: attacker-controlled until checked against ALLOWED_HOSTS. */
  host: string | undefined;
  protocol: "http" | "https";
  /** The port this server listens on, for links when nothing better is known. */
  listenPort: number;
}

const portOf = (host: string) => /:(\d+)$/.exec(host)?.[1];
const withoutPort = (host: string) => host.replace(/:\d+$/, "");

function isAllowed(host: string, allowedHosts: readonly string[]): boolean {
  return allowedHosts.some((allowed) =>
    portOf(allowed) === undefined ? withoutPort(host) === allowed : host === allowed,
  );
}

/**
 * The one origin every absolute URL we hand out (mails, redirects, canonical and hreflang links,
 * sitemaps, structured data, provider callbacks) starts with: PUBLIC_URL when set; else the request's
 * Host if ALLOWED_HOSTS lists it; else this server's own address, so an unchecked Host header can
 * never put another site into a password-reset link.
 */
export function shopOriginFor(settings: OriginSettings, request: RequestSeen): string {
  if (settings.publicUrl) return new URL(settings.publicUrl).origin;
  const host = request.host?.toLowerCase();
  if (host && isAllowed(host, settings.allowedHosts)) {
    // ALLOWED_HOSTS entries are validated host[:port] values, so an allowed Host is one too.
    return `${request.protocol}://${host}`;
  }
  return `http://localhost:${request.listenPort}`;
}

const loopbackHosts = new Set(["127.0.0.1", "::1", "localhost"]);

/**
 * What to tell the operator at start when others can reach this server but it does not know its
 * public address: links in mails and sitemaps will name http://localhost:PORT (or an ALLOWED_HOSTS host).
 */
export function originWarning({
  host,
  publicUrl,
}: {
  host: string;
  publicUrl: string | undefined;
}): string | undefined {
  if (publicUrl || loopbackHosts.has(host)) return undefined;
  return `Listening on ${host} without PUBLIC_URL: links in mails, sitemaps and canonical tags use an ALLOWED_HOSTS host or http://localhost:PORT. Set PUBLIC_URL to the shop's public address.`;
}
