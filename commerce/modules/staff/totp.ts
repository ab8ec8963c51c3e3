import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** RFC 6238 as authenticator apps use it: 30-second steps, 6 digits, HMAC-SHA1. */
export const totpStepSeconds = 30;
const digits = 6;
/** A code from the step before or after also counts, for clocks a little apart and codes typed slowly. */
const driftSteps = 1;
const base32Alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** A new shared secret: 160 random bits (RFC 4226's recommended length), base32 as apps expect it. */
export function createTotpSecret(): string {
  return encodeBase32(randomBytes(20));
}

export function encodeBase32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let encoded = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      encoded += base32Alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) encoded += base32Alphabet[(value << (5 - bits)) & 31];
  return encoded;
}

export function decodeBase32(encoded: string): Buffer {
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const character of encoded.replace(/[\s=]/g, "").toUpperCase()) {
    const index = base32Alphabet.indexOf(character);
    if (index < 0) throw new Error("not base32");
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The time step a moment falls in. */
export function totpStepAt(time: Date): number {
  return Math.floor(time.getTime() / 1000 / totpStepSeconds);
}

/** The code for one time step (RFC 4226's HOTP with the step as counter). */
export function totpCode(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = createHmac("sha1", decodeBase32(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const truncated = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(truncated % 10 ** digits).padStart(digits, "0");
}

/**
 * The step a code belongs to, when it is the code of the current step or one beside it and of a
 * step later than `lastAcceptedStep` (so a code, once accepted, never signs in again); else null.
 */
export function matchTotpStep(
  secret: string,
  code: string,
  time: Date,
  lastAcceptedStep: number | null,
): number | null {
  const given = Buffer.from(code.replace(/\s/g, ""));
  const current = totpStepAt(time);
  for (let step = current - driftSteps; step <= current + driftSteps; step++) {
    if (lastAcceptedStep !== null && step <= lastAcceptedStep) continue;
    const expected = Buffer.from(totpCode(secret, step));
    if (given.length === expected.length && timingSafeEqual(given, expected)) return step;
  }
  return null;
}

/** The otpauth:// URI authenticator apps read (Google's Key URI format), naming the shop and the member. */
export function totpUri(secret: string, issuer: string, account: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: "SHA1",
    digits: String(digits),
    period: String(totpStepSeconds),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
