import process from 'node:process';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// OWASP password storage cheat sheet: scrypt with N=2^17, r=8, p=1. The API's own test runs
// (Vitest, or API_TEST_MODE=1, which production mode refuses to start with) sign in thousands
// of times on small CI machines, so they hash at N=2^12: same code path, a 32nd of the work.
// Every hash records its N, so a stored hash verifies whatever the current setting.
const TESTING = process.env['VITEST'] === 'true' || process.env['API_TEST_MODE'] === '1';
const PARAMS = { N: TESTING ? 2 ** 12 : 2 ** 17, r: 8, p: 1 };
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
 * Hashes a password as `scrypt$N$r$p$salt$hash` (base64url). A given salt makes the result
 * deterministic (demo accounts); otherwise 16 random bytes are used.
 */
export async function hashPassword(
  password: string,
  salt: Buffer = randomBytes(16),
): Promise<string> {
  const key = await derive(password, salt, { ...PARAMS, maxmem: MAXMEM });
  return [
    'scrypt',
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
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

// Verifying an unknown email still costs one hash, so timing does not reveal which emails exist.
const DUMMY_HASH = hashPassword('not-a-real-password', Buffer.alloc(16, 7));

/** Spends the time of one verification and returns false. */
export async function verifyNothing(password: string): Promise<false> {
  await verifyPassword(password, await DUMMY_HASH);
  return false;
}
