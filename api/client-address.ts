import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import { BlockList, isIP } from "node:net";
import type { TrustProxy } from "#commerce/env.ts";

declare module "hono" {
  interface ContextVariableMap {
    /** The client's address as TRUST_PROXY lets us read it (resolveClientAddress). */
    clientAddress?: string;
    /** The socket's peer is a proxy we trust, so its X-Forwarded-* headers count. */
    peerIsTrustedProxy?: boolean;
  }
}

/** Whether the address `hop` steps from us (0: the socket's peer) is a proxy we trust to report the next one. */
type IsTrustedHop = (address: string, hop: number) => boolean;

/** "::ffff:10.0.0.1", as dual-stack sockets report IPv4 peers, is 10.0.0.1. */
const unmapped = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");

function trustedHops(trust: TrustProxy): IsTrustedHop {
  if ("hops" in trust) return (_address, hop) => hop < trust.hops;
  const proxies = new BlockList();
  for (const entry of trust.proxies) {
    const [address = "", bits] = entry.split("/");
    const family = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (bits === undefined) proxies.addAddress(address, family);
    else proxies.addSubnet(address, Number(bits), family);
  }
  return (address) => {
    const plain = unmapped(address);
    const family = isIP(plain);
    return family !== 0 && proxies.check(plain, family === 6 ? "ipv6" : "ipv4");
  };
}

function walkForwardedFor(peer: string, forwardedFor: string | undefined, isTrusted: IsTrustedHop): string {
  // From the right: the peer, then each address a trusted hop says it received the request from.
  const hops = [
    peer,
    ...(forwardedFor ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean)
      .reverse(),
  ];
  let client = unmapped(peer);
  for (let hop = 1; hop < hops.length; hop += 1) {
    const reported = unmapped(hops[hop]!);
    if (!isTrusted(hops[hop - 1]!, hop - 1) || isIP(reported) === 0) break;
    client = reported;
  }
  return client;
}

/**
 * The client's address given the socket's peer and X-Forwarded-For: the peer itself unless TRUST_PROXY
 * trusts it; then the header is read from the right, one trusted hop at a time, so addresses a client
 * wrote into the header itself (left of what our proxies appended) are never believed.
 */
export function clientAddressFrom(peer: string, forwardedFor: string | undefined, trust: TrustProxy): string {
  return walkForwardedFor(peer, forwardedFor, trustedHops(trust));
}

const socketPeer = (c: Context) => getConnInfo(c).remote.address ?? "unknown";

/** Reads the client's address once per request, as TRUST_PROXY says, for clientAddressOf. */
export function resolveClientAddress(trust: TrustProxy): MiddlewareHandler {
  const isTrusted = trustedHops(trust);
  return async (c, next) => {
    const peer = socketPeer(c);
    c.set("clientAddress", walkForwardedFor(peer, c.req.header("x-forwarded-for"), isTrusted));
    c.set("peerIsTrustedProxy", isTrusted(peer, 0));
    await next();
  };
}

/** The address of the client behind a request, as rate limits and audit entries key on it. */
export function clientAddressOf(c: Context): string {
  // Without resolveClientAddress in front (an API mounted on its own), no proxy is trusted.
  return c.get("clientAddress") ?? socketPeer(c);
}
