import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { isUniqueViolation } from '../db/database.ts';
import { loginFormSchema, registrationSchema } from '../../../contract/user.ts';
import type { AppEnv, UserRow } from '../lib/context.ts';
import { tooMany, ValidationError, validate } from '../lib/errors.ts';
import { userView, requireUser } from '../lib/guards.ts';
import { readBody } from '../lib/http.ts';
import { attributeName, t } from '../lib/i18n.ts';
import { hashPassword, verifyNothing, verifyPassword } from '../lib/passwords.ts';
import { endSession, refreshXsrfCookie, startSession } from '../lib/sessions.ts';

// Failed sign-ins are counted per account under a hash, for unknown emails too (the count must
// not tell which accounts exist).
function accountSubject(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/** Sign-in, sign-out, registration, the current user and the anti-forgery cookie. */
export const authRoutes = new Hono<AppEnv>();

authRoutes.get('/sanctum/csrf-cookie', async (c) => {
  if (c.get('session')) refreshXsrfCookie(c);
  else await startSession(c, null, false);
  return c.body(null, 204);
});

authRoutes.post('/login', async (c) => {
  const { db, limits, config } = c.get('services');
  const locale = c.get('locale');
  const wait = await limits.hit('login:client', c.get('clientIp'), config.rateLimits.login);
  if (wait) throw tooMany(locale, wait);
  const input = validate(loginFormSchema, await readBody(c), locale);
  const account = accountSubject(input.email);
  const locked = await limits.check('login:account', account, config.rateLimits.loginAccount);
  if (locked) throw tooMany(locale, locked, 'auth.locked');
  const user = await db.get<UserRow>('SELECT * FROM users WHERE lower(email) = lower(?)', [
    input.email,
  ]);
  const ok = user
    ? await verifyPassword(input.password, user.password_hash)
    : await verifyNothing(input.password);
  if (!user || !ok) {
    await limits.hit('login:account', account, config.rateLimits.loginAccount);
    throw new ValidationError({ email: [t(locale, 'auth.failed')] });
  }
  await limits.clear('login:account', account);
  await startSession(c, user.id, input.remember);
  c.set('user', user);
  return c.json({ data: userView(user) });
});

authRoutes.post('/logout', async (c) => {
  await endSession(c);
  return c.body(null, 204);
});

authRoutes.get('/v3/auth', (c) => c.json({ data: userView(requireUser(c)) }));

authRoutes.post('/api/register', async (c) => {
  const { db, limits, config } = c.get('services');
  const locale = c.get('locale');
  const wait = await limits.hit('register:client', c.get('clientIp'), config.rateLimits.register);
  if (wait) throw tooMany(locale, wait);
  const input = validate(registrationSchema, await readBody(c), locale);
  const taken = await db.get('SELECT 1 FROM users WHERE lower(email) = lower(?)', [input.email]);
  if (taken) {
    throw new ValidationError({
      email: [t(locale, 'validation.unique', { attribute: attributeName(locale, 'email') })],
    });
  }
  const hash = await hashPassword(input.password);
  try {
    const user = (await db.get<UserRow>(
      "INSERT INTO users (name, email, password_hash, avatar, plan_id, fid, options, actions, created_at, referral) VALUES (?, ?, ?, NULL, NULL, NULL, ?, '[]', ?, ?) RETURNING *",
      [
        input.name,
        input.email,
        hash,
        JSON.stringify({ flights: false, packages: false, crm: false, vouchers: false }),
        new Date().toISOString(),
        input.referral ?? null,
      ],
    )) as UserRow;
    return c.json({ data: userView(user) }, 201);
  } catch (error) {
    // Two registrations racing for one email: the unique index decides.
    if (isUniqueViolation(error)) {
      throw new ValidationError({
        email: [t(locale, 'validation.unique', { attribute: attributeName(locale, 'email') })],
      });
    }
    throw error;
  }
});
