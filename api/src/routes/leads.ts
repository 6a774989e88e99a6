import { Hono } from 'hono';
import type { AppEnv } from '../lib/context.ts';
import { fieldError, tooMany, validate } from '../lib/errors.ts';
import { readBody } from '../lib/http.ts';
import { t } from '../lib/i18n.ts';
import { ANSWERS, dataOf, describeRoute } from '../lib/openapi.ts';
import { toE164 } from '../lib/phone.ts';
import { leadSchema, leadStoredSchema } from '../../../contract/bookings.ts';

/**
 * Lead capture (POST /v3/services/proxy): stores the validated payload (only the known
 * fields, each bounded) and the phone in E.164. The destination, its token and the
 * mailing-list group come from the server's configuration (Config.lead), never from the
 * request: whatever forwards the leads one day relays nothing a visitor chose.
 */
export const leadRoutes = new Hono<AppEnv>();

const leadDoc = describeRoute({
  tag: 'Leads',
  csrf: true,
  summary: 'Capture a lead',
  description:
    "Stores the validated payload (only the fields below, each bounded; others are refused with 422) with the time and the phone in E.164. `to`, `token` and `addToGroups` are accepted but replaced by the server's own configuration (the group by `lang`: he or any other). Nothing is forwarded. Rate-limited: 10 a minute per client address.",
  body: { json: true, schema: leadSchema },
  responses: {
    '201': { description: 'Stored', schema: dataOf(leadStoredSchema) },
    '401': ANSWERS.e401,
    '419': ANSWERS.e419,
    '422': 'errors.name / errors.email / errors.phone',
    '429': ANSWERS.e429,
  },
});

leadRoutes.post('/v3/services/proxy', leadDoc, async (c) => {
  const { db, limits, config } = c.get('services');
  const locale = c.get('locale');
  const ip = c.get('clientIp');
  const wait = await limits.hit('lead:client', ip, config.rateLimits.lead);
  if (wait) throw tooMany(locale, wait);
  const lead = validate(leadSchema, await readBody(c), locale);
  const phone = toE164(lead.phone, { callingCode: lead.calling_code });
  if (!phone) throw fieldError(locale, 'phone', 'validation.phone');
  const stored = {
    ...lead,
    to: config.lead.to,
    token: config.lead.token,
    addToGroups: lead.lang === 'he' ? config.lead.groups.he : config.lead.groups.other,
  };
  const row = await db.get<{ id: number }>(
    'INSERT INTO leads (payload, phone_e164, ip, created_at) VALUES (?, ?, ?, ?) RETURNING id',
    [JSON.stringify(stored), phone, ip, new Date().toISOString()],
  );
  return c.json({ data: { id: Number(row?.id), message: t(locale, 'lead.created') } }, 201);
});
