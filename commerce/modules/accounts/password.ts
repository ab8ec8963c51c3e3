import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from "node:crypto";

const keyLength = 64;
const cost = { N: 16384, r: 8, p: 1 } as const;

function deriveKey(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, keyLength, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a password with scrypt and a random salt; the cost parameters travel inside the hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await deriveKey(password, salt, cost);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64"), key.toString("base64")].join("$");
}

/** Checks a password against a stored hash in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, expected] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !expected) return false;
  const key = await deriveKey(password, Buffer.from(salt, "base64"), { N: Number(n), r: Number(r), p: Number(p) });
  const wanted = Buffer.from(expected, "base64");
  return key.length === wanted.length && timingSafeEqual(key, wanted);
}

/** A hash of nothing, checked when an email is unknown so that both answers take as long. */
export const absentPasswordHash = `scrypt$${cost.N}$${cost.r}$${cost.p}$${Buffer.alloc(16).toString("base64")}$${Buffer.alloc(keyLength).toString("base64")}`;
