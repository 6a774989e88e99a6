import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, UserRow } from '../lib/context.ts';
import { ApiError, ValidationError, validate } from '../lib/errors.ts';
import { userView, requireUser } from '../lib/guards.ts';
import { clientIp, readBody } from '../lib/http.ts';
import { attributeName, t } from '../lib/i18n.ts';
import { hashPassword, verifyNothing, verifyPassword } from '../lib/passwords.ts';
import { endSession, refreshXsrfCookie, startSession } from '../lib/sessions.ts';

const remember = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'off', ''])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on');

const loginSchema = z.object({
  email: z.string().trim().min(1).max(254).pipe(z.email()),
  password: z.string().min(1).max(1000),
  remember,
});

const registerSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(2)
      .max(100)
      .refine((v) => /^[A-Za-z]+(?:[ '.-][A-Za-z]+)*\.?$/.test(v), {
        message: 'validation.english_name',
      }),
    email: z.string().trim().min(1).max(254).pipe(z.email()),
    password: z.string().min(8).max(1000),
    password_confirmation: z.string().max(1000),
    remember,
    /** The referral code the visitor came with (`?ref=`), kept with the account. */
    referral: z
      .string()
      .regex(/^[\w-]{1,64}$/, { message: 'validation.invalid' })
      .nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.password_confirmation) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'validation.confirmed' });
    }
  });

function limited(seconds: number, message: string): ApiError {
  return new ApiError(429, message, { 'Retry-After': String(seconds) });
}

/** Sign-in, sign-out, registration, the current user and the anti-forgery cookie. */
export const authRoutes = new Hono<AppEnv>();

authRoutes.get('/sanctum/csrf-cookie', (c) => {
  if (c.get('session')) refreshXsrfCookie(c);
  else startSession(c, null, false);
  return c.body(null, 204);
});

authRoutes.post('/login', async (c) => {
  const { db, limiters } = c.get('services');
  const locale = c.get('locale');
  const wait = limiters.login.hit(clientIp(c));
  if (wait) throw limited(wait, t(locale, 'http.too_many', { seconds: wait }));
  const input = validate(loginSchema, await readBody(c), locale);
  const user = db.prepare('SELECT * FROM users WHERE email = ?').get(input.email) as
    UserRow | undefined;
  const ok = user
    ? await verifyPassword(input.password, user.password_hash)
    : await verifyNothing(input.password);
  if (!user || !ok) throw new ValidationError({ email: [t(locale, 'auth.failed')] });
  startSession(c, user.id, input.remember);
  c.set('user', user);
  return c.json({ data: userView(user) });
});

authRoutes.post('/logout', (c) => {
  endSession(c);
  return c.body(null, 204);
});

authRoutes.get('/v3/auth', (c) => c.json({ data: userView(requireUser(c)) }));

authRoutes.post('/api/register', async (c) => {
  const { db, limiters } = c.get('services');
  const locale = c.get('locale');
  const wait = limiters.register.hit(clientIp(c));
  if (wait) throw limited(wait, t(locale, 'http.too_many', { seconds: wait }));
  const input = validate(registerSchema, await readBody(c), locale);
  const taken = db.prepare('SELECT 1 FROM users WHERE email = ?').get(input.email);
  if (taken) {
    throw new ValidationError({
      email: [t(locale, 'validation.unique', { attribute: attributeName(locale, 'email') })],
    });
  }
  const hash = await hashPassword(input.password);
  try {
    const result = db
      .prepare(
        "INSERT INTO users (name, email, password_hash, avatar, plan_id, fid, options, actions, created_at, referral) VALUES (?, ?, ?, NULL, NULL, NULL, ?, '[]', ?, ?)",
      )
      .run(
        input.name,
        input.email,
        hash,
        JSON.stringify({ flights: false, packages: false, crm: false, vouchers: false }),
        new Date().toISOString(),
        input.referral ?? null,
      );
    const user = db
      .prepare('SELECT * FROM users WHERE id = ?')
      .get(result.lastInsertRowid) as unknown as UserRow;
    return c.json({ data: userView(user) }, 201);
  } catch (error) {
    // Two registrations racing for one email: the unique index decides.
    if (error instanceof Error && /UNIQUE/.test(error.message)) {
      throw new ValidationError({
        email: [t(locale, 'validation.unique', { attribute: attributeName(locale, 'email') })],
      });
    }
    throw error;
  }
});
