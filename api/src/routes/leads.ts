import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../lib/context.ts';
import { ApiError, validate } from '../lib/errors.ts';
import { clientIp, readBody } from '../lib/http.ts';
import { t } from '../lib/i18n.ts';

const text = z.string().max(2000);
const id = z.union([z.string().max(50), z.number().int()]);

/** The lead payload of SPEC section 7; name, email and phone are required. */
export const leadSchema = z.object({
  to: text.optional(),
  bot: z.union([z.literal(0), z.literal(1)]).optional(),
  token: text.optional(),
  name: z.string().trim().min(1).max(200),
  fullname: text.optional(),
  email: z.string().trim().min(1).max(254).pipe(z.email()),
  addToGroups: z.number().int().optional(),
  lang: z.string().max(10).optional(),
  title: text.optional(),
  url: text.optional(),
  calling_code: z.string().max(10).optional(),
  phone: z
    .string()
    .trim()
    .min(1)
    .refine((v) => /^[\d\s-]+$/.test(v) && /^(?:\D*\d){6,20}\D*$/.test(v), {
      message: 'validation.phone',
    }),
  ref: id.optional(),
  userid: id.optional(),
});

/** Lead capture (POST /v3/services/proxy): stores the payload as sent. */
export const leadRoutes = new Hono<AppEnv>();

leadRoutes.post('/v3/services/proxy', async (c) => {
  const { db, limiters } = c.get('services');
  const locale = c.get('locale');
  const ip = clientIp(c);
  const wait = limiters.lead.hit(ip);
  if (wait)
    throw new ApiError(429, t(locale, 'http.too_many', { seconds: wait }), {
      'Retry-After': String(wait),
    });
  const body = await readBody(c);
  validate(leadSchema, body, locale);
  const result = db
    .prepare('INSERT INTO leads (payload, ip, created_at) VALUES (?, ?, ?)')
    .run(JSON.stringify(body), ip, new Date().toISOString());
  return c.json(
    { data: { id: Number(result.lastInsertRowid), message: t(locale, 'lead.created') } },
    201,
  );
});
