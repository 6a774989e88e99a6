import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../lib/context.ts';
import { fieldError, tooMany, validate } from '../lib/errors.ts';
import { readBody } from '../lib/http.ts';
import { t } from '../lib/i18n.ts';
import { phoneField, toE164 } from '../lib/phone.ts';

const text = z.string().max(2000);
const id = z.union([z.string().max(50), z.number().int()]);

/** The lead payload of SPEC section 7 and nothing else; name, email and phone are required. */
export const leadSchema = z.strictObject({
  to: text.optional(),
  bot: z.union([z.literal(0), z.literal(1)]).optional(),
  token: z.string().max(200).optional(),
  name: z.string().trim().min(1).max(100),
  fullname: z.string().max(100).optional(),
  email: z.string().trim().min(1).max(254).pipe(z.email()),
  addToGroups: z.number().int().optional(),
  lang: z.string().max(10).optional(),
  title: z.string().max(300).optional(),
  url: text.optional(),
  calling_code: z
    .string()
    .max(10)
    .regex(/^\+?[\d-]*$/)
    .optional(),
  phone: phoneField,
  ref: id.optional(),
  userid: id.optional(),
});

/**
 * Lead capture (POST /v3/services/proxy): stores the validated payload (only the known
 * fields, each bounded) and the phone in E.164.
 */
export const leadRoutes = new Hono<AppEnv>();

leadRoutes.post('/v3/services/proxy', async (c) => {
  const { db, limits, config } = c.get('services');
  const locale = c.get('locale');
  const ip = c.get('clientIp');
  const wait = await limits.hit('lead:client', ip, config.rateLimits.lead);
  if (wait) throw tooMany(locale, wait);
  const lead = validate(leadSchema, await readBody(c), locale);
  const phone = toE164(lead.phone, { callingCode: lead.calling_code });
  if (!phone) throw fieldError(locale, 'phone', 'validation.phone');
  const row = await db.get<{ id: number }>(
    'INSERT INTO leads (payload, phone_e164, ip, created_at) VALUES (?, ?, ?, ?) RETURNING id',
    [JSON.stringify(lead), phone, ip, new Date().toISOString()],
  );
  return c.json({ data: { id: Number(row?.id), message: t(locale, 'lead.created') } }, 201);
});
