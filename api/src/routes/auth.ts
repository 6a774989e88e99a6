import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { isUniqueViolation } from '../db/database.ts';
import { loginFormSchema, registrationSchema, userSchema } from '../../../contract/user.ts';
import type { AppEnv, UserRow } from '../lib/context.ts';
import { tooMany, ValidationError, validate } from '../lib/errors.ts';
import { userView, requireUser } from '../lib/guards.ts';
import { readBody } from '../lib/http.ts';
import { attributeName, t } from '../lib/i18n.ts';
import { ANSWERS, dataOf, describeRoute } from '../lib/openapi.ts';
import { hashPassword, verifyNothing, verifyPassword } from '../lib/passwords.ts';
import { issueDeviceCookie, knownDevice } from '../lib/device-cookies.ts';
import { endSession, refreshXsrfCookie, startSession } from '../lib/sessions.ts';

// Failed sign-ins are counted per account under a hash, for unknown emails too (the count must
// not tell which accounts exist).
function accountSubject(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/** Sign-in, sign-out, registration, the current user and the anti-forgery cookie. */
export const authRoutes = new Hono<AppEnv>();

const csrfCookieDoc = describeRoute({
  tag: 'Auth',
  security: 'none',
  summary: 'Anti-forgery cookie',
  description:
    'Starts (or keeps) a server-side session. Sets XSRF-TOKEN (readable by scripts, SameSite=Lax, path /) and storefront_session (HttpOnly, SameSite=Lax); over https they are __Host-XSRF-TOKEN and __Host-storefront_session (Secure, path /, no domain). Send the XSRF-TOKEN value back as X-XSRF-TOKEN on every POST/PUT/PATCH/DELETE.',
  responses: { '204': 'Cookies set' },
});

authRoutes.get('/sanctum/csrf-cookie', csrfCookieDoc, async (c) => {
  if (c.get('session')) refreshXsrfCookie(c);
  else await startSession(c, null, false);
  return c.body(null, 204);
});

const loginDoc = describeRoute({
  tag: 'Auth',
  security: 'none',
  csrf: true,
  summary: 'Sign in',
  description:
    "Form data (urlencoded or multipart): email, password, remember. remember=true gives a 30-day session cookie, otherwise a browser-session cookie (2 h idle, 12 h at most on the server). Signing in starts a new session with a new anti-forgery token (read XSRF-TOKEN again) and gives the browser a device cookie for the account (storefront_device, HttpOnly, signed; OWASP device cookies). Other fields are refused (422). Rate-limited, from a browser without the account's device cookie: 10 attempts a minute per client address and 100 failed sign-ins an hour per account (OWASP ASVS 2.2.1; while locked, even the right password answers 429 to such browsers); from a browser with it: 10 failed sign-ins an hour per device, and the account's lock does not apply. Counters live in the database and survive a restart.",
  body: { form: true, schema: loginFormSchema },
  responses: {
    '200': { description: 'Signed in', schema: dataOf(userSchema) },
    '419': ANSWERS.e419,
    '422': 'Wrong credentials (errors.email) or missing fields',
    '429': ANSWERS.e429,
  },
});

authRoutes.post('/login', loginDoc, async (c) => {
  const { db, limits, config } = c.get('services');
  const locale = c.get('locale');
  const input = validate(loginFormSchema, await readBody(c), locale);
  const account = accountSubject(input.email);
  // OWASP device cookies: a browser that signed in to this account before is counted on its
  // own, so an attacker's failures (from any number of addresses) never lock its owner out.
  const device = knownDevice(c, account);
  const [bucket, subject, limit] = device
    ? (['login:device', device, config.rateLimits.loginDevice] as const)
    : (['login:account', account, config.rateLimits.loginAccount] as const);
  if (!device) {
    const wait = await limits.hit('login:client', c.get('clientIp'), config.rateLimits.login);
    if (wait) throw tooMany(locale, wait);
  }
  const locked = await limits.check(bucket, subject, limit);
  if (locked) throw device ? tooMany(locale, locked) : tooMany(locale, locked, 'auth.locked');
  const user = await db.get<UserRow>('SELECT * FROM users WHERE lower(email) = lower(?)', [
    input.email,
  ]);
  const ok = user
    ? await verifyPassword(input.password, user.password_hash)
    : await verifyNothing(input.password, config.passwordHash);
  if (!user || !ok) {
    await limits.hit(bucket, subject, limit);
    throw new ValidationError({ email: [t(locale, 'auth.failed')] });
  }
  await limits.clear(bucket, subject);
  await startSession(c, user.id, input.remember);
  issueDeviceCookie(c, account);
  c.set('user', user);
  return c.json({ data: userView(user) });
});

const logoutDoc = describeRoute({
  tag: 'Auth',
  security: 'either',
  csrf: true,
  summary: 'Sign out',
  responses: {
    '204': 'Session ended, cookies cleared',
    '401': ANSWERS.e401,
    '419': ANSWERS.e419,
  },
});

authRoutes.post('/logout', logoutDoc, async (c) => {
  await endSession(c);
  return c.body(null, 204);
});

const currentUserDoc = describeRoute({
  tag: 'Auth',
  security: 'session',
  summary: 'Current user',
  responses: {
    '200': { description: 'The user', schema: dataOf(userSchema) },
    '401': 'Not signed in',
  },
});

authRoutes.get('/v3/auth', currentUserDoc, (c) => c.json({ data: userView(requireUser(c)) }));

const registerDoc = describeRoute({
  tag: 'Auth',
  security: 'bearer',
  csrf: true,
  summary: 'Register',
  description:
    "JSON or form: name (English letters, spaces, . ' -), email (unique), password (8+), password_confirmation, remember. Does not sign in: call /login next. Other fields are refused (422). Rate-limited: 10 a minute per client address.",
  body: { json: true, form: true, schema: registrationSchema },
  responses: {
    '201': { description: 'Registered', schema: dataOf(userSchema) },
    '400': 'Malformed JSON',
    '401': ANSWERS.e401,
    '419': ANSWERS.e419,
    '422': ANSWERS.e422,
    '429': ANSWERS.e429,
  },
});

authRoutes.post('/api/register', registerDoc, async (c) => {
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
  const hash = await hashPassword(input.password, config.passwordHash);
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
