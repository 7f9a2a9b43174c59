// Password hashing with scrypt from node:crypto: no native module, salted, constant-time compare.
// The cost N is stored in each hash, so a hash made at a lower cost still verifies and is replaced
// at the next successful sign-in (needsRehash).
import { randomBytes, scrypt as scryptCb, timingSafeEqual } from "node:crypto";

/** Passwords are 8 to 128 characters (every operation that sets one checks this). */
const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;

const KEYLEN = 32;
const R = 8;

function scrypt(password: string, salt: Buffer, n: number): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; node's default maxmem (32 MiB) refuses N=2^17, so allow twice that.
  const maxmem = 2 * 128 * n * R;
  return new Promise((resolve, reject) => {
    scryptCb(password, salt, KEYLEN, { N: n, r: R, p: 1, maxmem }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** Hashes a password as `scrypt$N$salt$hash` (base64url) at cost `n` (a power of two). */
export async function hashPassword(password: string, n: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, n);
  return `scrypt$${n}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

/** The cost N a stored hash was made with (0 when it is not a scrypt hash of ours). */
export function costOf(stored: string): number {
  const [scheme, n] = stored.split("$");
  const cost = Number(n);
  return scheme === "scrypt" && Number.isInteger(cost) ? cost : 0;
}

/** Whether a stored hash is weaker than the configured cost (re-hash it once the password is known). */
export const needsRehash = (stored: string, n: number) => costOf(stored) < n;

/** Checks a password against a stored hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, salt, hash] = stored.split("$");
  const cost = Number(n);
  // A power of two between 2^10 and 2^20: anything else is not a hash this server made.
  if (scheme !== "scrypt" || !salt || !hash || !(cost >= 1024 && cost <= 2 ** 20 && (cost & (cost - 1)) === 0))
    return false;
  const expected = Buffer.from(hash, "base64url");
  const key = await scrypt(password, Buffer.from(salt, "base64url"), cost);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

const dummies = new Map<number, Promise<string>>();

/**
 * A hash at cost `n` of no one's password, compared against when the user does not exist, so that the
 * time of an answer does not tell whether a user name exists.
 */
export function dummyHash(n: number): Promise<string> {
  let hash = dummies.get(n);
  if (!hash) {
    hash = hashPassword(randomBytes(16).toString("base64url"), n);
    dummies.set(n, hash);
  }
  return hash;
}

/** Whether a new password has an acceptable length (8 to 128 characters). */
export const passwordLengthOk = (password: string) =>
  [...password].length >= PASSWORD_MIN && [...password].length <= PASSWORD_MAX;
