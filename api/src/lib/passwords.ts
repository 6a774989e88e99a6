import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { PasswordHashParams } from '../config.ts';

// The cost comes from the configuration (Config.passwordHash: production strength unless the
// API runs its own tests). Every hash records its N, r and p, so a stored hash verifies
// whatever the current setting.
const KEY_LENGTH = 64;
const MAXMEM = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/**
 * Hashes a password with scrypt at `params` as `scrypt$N$r$p$salt$hash` (base64url). A given
 * salt makes the result deterministic (demo accounts); otherwise 16 random bytes are used.
 */
export async function hashPassword(
  password: string,
  params: PasswordHashParams,
  salt: Buffer = randomBytes(16),
): Promise<string> {
  const key = await derive(password, salt, { ...params, maxmem: MAXMEM });
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** Checks a password against a stored hash in constant time; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAXMEM,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

// Verifying an unknown email still costs one hash at the current cost, so timing does not
// reveal which emails exist.
const dummyHashes = new Map<string, Promise<string>>();

/** Spends the time of one verification at `params` and returns false. */
export async function verifyNothing(password: string, params: PasswordHashParams): Promise<false> {
  const key = `${params.N}/${params.r}/${params.p}`;
  let dummy = dummyHashes.get(key);
  if (!dummy) {
    dummy = hashPassword('not-a-real-password', params, Buffer.alloc(16, 7));
    dummyHashes.set(key, dummy);
  }
  await verifyPassword(password, await dummy);
  return false;
}
