import { createHash, randomBytes } from "node:crypto";

/** A fresh unguessable token (a session, a reset link): 256 random bits, URL-safe. */
export function createSecretToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps of a secret token: its SHA-256, so a leaked table opens nothing. */
export function hashSecretToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
