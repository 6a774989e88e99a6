import { Hono, type Context } from 'hono';
import { cardFormSchema, transactionSchema } from '../../../contract/bookings.ts';
import { mailMode } from '../config.ts';
import type { Database } from '../db/database.ts';
import { documentLinks } from '../documents/document-links.ts';
import { canAccess } from '../domain/access.ts';
import { bookingByUuid, type BookingRow } from '../domain/bookings.ts';
import { effectiveStatus } from '../domain/holds.ts';
import {
  decidePayment,
  tokenHash,
  unpayable,
  unpayableMessage,
  type Unpayable,
} from '../domain/payments.ts';
import { callerOf } from '../lib/caller.ts';
import type { AppEnv } from '../lib/context.ts';
import { ApiError } from '../lib/errors.ts';
import { escapeHtml } from '../lib/html.ts';
import { readBody } from '../lib/http.ts';
import {
  intlTag,
  localePrefix,
  parseLocale,
  t,
  type Locale,
  type MessageKey,
} from '../lib/i18n.ts';
import { formatMoney } from '../lib/money.ts';
import { ANSWERS, dataOf, describeRoute } from '../lib/openapi.ts';

/** The test card that succeeds. */
export const CARD_SUCCESS = '4242424242424242';
/** The test card that is declined. */
export const CARD_DECLINED = '4000000000000002';

interface TransactionRow {
  uuid: string;
  booking_uuid: string;
  amount: number;
  currency: string;
  status: 'pending' | 'succeeded' | 'declined';
  /** Why a declined attempt was declined: the card, or the booking (paid, cancelled, expired). */
  failure: 'card_declined' | Unpayable | null;
  locale: string;
  card_last4: string | null;
  created_at: string;
  updated_at: string;
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function expiryInFuture(value: string, now = new Date()): boolean {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const year = Number(match[2]) + (match[2]?.length === 2 ? 2000 : 0);
  if (month < 1 || month > 12) return false;
  return (
    year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1)
  );
}

interface PageState {
  values: Record<string, string>;
  errors: Record<string, string>;
  notice?: string;
}

function page(locale: Locale, title: string, body: string): string {
  const dir = locale === 'he' || locale === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${escapeHtml(locale)}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
  :root { color-scheme: light dark; --brand: #044aff; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; font: 16px/1.5 system-ui, sans-serif; background: #eef2f9; color: #111827; }
  @media (prefers-color-scheme: dark) { body { background: #0b1220; color: #e5e7eb; } .card { background: #111a2e !important; } input { background: #0b1220; color: inherit; border-color: #334155 !important; } }
  .card { width: min(420px, calc(100vw - 32px)); background: #fff; border-radius: 16px; padding: 28px; box-shadow: 0 10px 40px rgb(0 0 0 / 0.12); }
  h1 { margin: 0 0 4px; font-size: 20px; }
  .muted { color: #6b7280; font-size: 14px; margin: 0 0 16px; }
  .amount { font-size: 28px; font-weight: 700; margin: 8px 0 20px; }
  label { display: block; font-size: 14px; font-weight: 600; margin: 12px 0 4px; }
  input { width: 100%; padding: 10px 12px; border: 1px solid #d1d5db; border-radius: 10px; font: inherit; }
  input[aria-invalid="true"] { border-color: #dc2626; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
  .error { color: #dc2626; font-size: 13px; margin: 4px 0 0; }
  .notice { background: #fff7ed; color: #9a3412; border-radius: 10px; padding: 10px 12px; font-size: 13px; margin: 16px 0 0; }
  .alert { background: #fef2f2; color: #991b1b; border-radius: 10px; padding: 10px 12px; margin: 0 0 12px; }
  button { width: 100%; margin-top: 20px; padding: 12px; border: 0; border-radius: 10px; background: var(--brand); color: #fff; font: inherit; font-weight: 700; cursor: pointer; }
  a { color: var(--brand); }
</style>
</head>
<body><main class="card">${body}</main></body>
</html>`;
}

function formPage(
  locale: Locale,
  token: string,
  tx: TransactionRow,
  booking: BookingRow,
  state: PageState,
): string {
  const amount = formatMoney({ amount: tx.amount, currency: tx.currency }, intlTag(locale));
  const field = (name: string, labelKey: MessageKey, attrs: string) => {
    const error = state.errors[name];
    return `<label for="${name}">${escapeHtml(t(locale, labelKey))}</label>
<input id="${name}" name="${name}" value="${escapeHtml(state.values[name] ?? '')}" ${attrs}${error ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''}>
${error ? `<p class="error" id="${name}-error">${escapeHtml(error)}</p>` : ''}`;
  };
  return page(
    locale,
    t(locale, 'payment.title'),
    `<h1>${escapeHtml(t(locale, 'payment.title'))}</h1>
<p class="muted">${escapeHtml(t(locale, 'payment.booking', { reference: booking.reference }))}</p>
<p class="muted" style="margin:0">${escapeHtml(t(locale, 'payment.amount'))}</p>
<p class="amount">${escapeHtml(amount)}</p>
${state.notice ? `<p class="alert" role="alert">${escapeHtml(state.notice)}</p>` : ''}
<form method="post" action="/pay/${escapeHtml(encodeURIComponent(token))}?locale=${escapeHtml(locale)}" novalidate>
${field('card_name', 'payment.card_name', 'autocomplete="cc-name" maxlength="100"')}
${field('card_number', 'payment.card_number', 'autocomplete="cc-number" inputmode="numeric" maxlength="23" dir="ltr"')}
<div class="row"><div>${field('expiry', 'payment.expiry', 'autocomplete="cc-exp" placeholder="MM/YY" maxlength="7" dir="ltr"')}</div>
<div>${field('cvc', 'payment.cvc', 'autocomplete="cc-csc" inputmode="numeric" maxlength="4" dir="ltr"')}</div></div>
<button type="submit">${escapeHtml(t(locale, 'payment.pay', { amount }))}</button>
</form>
<p class="notice">${escapeHtml(t(locale, 'payment.test_notice')).replace(/\d{4}(?: \d{4}){3}/g, (card) => `<bdi dir="ltr">${card}</bdi>`)}</p>`,
  );
}

function messagePage(locale: Locale, message: string): string {
  return page(
    locale,
    t(locale, 'payment.title'),
    `<h1>${escapeHtml(t(locale, 'payment.title'))}</h1><p class="alert" role="alert">${escapeHtml(message)}</p>`,
  );
}

/** The site URL a payment returns to: `${SITE_URL}/{lang/}transaction/{uuid}/success|error`. */
export function returnUrl(
  siteUrl: string,
  locale: Locale,
  uuid: string,
  outcome: 'success' | 'error',
): string {
  return `${siteUrl}/${localePrefix(locale)}transaction/${encodeURIComponent(uuid)}/${outcome}`;
}

async function load(c: Context<AppEnv>) {
  const { db } = c.get('services');
  const token = c.req.param('token') ?? '';
  const tx = /^[A-Za-z0-9_-]{20,100}$/.test(token)
    ? await db.get<TransactionRow>('SELECT * FROM transactions WHERE token_hash = ?', [
        tokenHash(token),
      ])
    : undefined;
  const booking = tx
    ? await db.get<BookingRow>('SELECT * FROM bookings WHERE uuid = ?', [tx.booking_uuid])
    : undefined;
  return { token, tx, booking };
}

// Browsers apply form-action to the redirect after the POST too: the storefront must be allowed.
function siteOrigin(siteUrl: string): string {
  try {
    return ` ${new URL(siteUrl).origin}`;
  } catch {
    return '';
  }
}

function html(c: Context<AppEnv>, body: string, status: 200 | 404 | 409 | 422) {
  const site = siteOrigin(c.get('services').config.siteUrl);
  c.header('Cache-Control', 'no-store');
  c.header(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'${site}; frame-ancestors 'none'`,
  );
  c.header('Referrer-Policy', 'no-referrer');
  return c.html(body, status);
}

/** Where a booking's confirmation is mailed (the guest's copy), unless it could not be sent. */
async function confirmationRecipient(db: Database, bookingUuid: string): Promise<string | null> {
  const row = await db.get<{ recipient: string }>(
    "SELECT recipient FROM outbox WHERE booking_uuid = ? AND kind = 'confirmed' AND audience = 'guest' AND status IN ('pending', 'sent')",
    [bookingUuid],
  );
  return row?.recipient ?? null;
}

/** The simulated payment provider's pages and transaction status. */
export const paymentRoutes = new Hono<AppEnv>();

const payPageDoc = describeRoute({
  tag: 'Payments',
  security: 'none',
  summary: 'Provider page (HTML card form)',
  responses: {
    '200': { description: 'Card form', html: true },
    '404': { description: 'Unknown link', html: true },
    '409': {
      description: 'Already completed, or the booking is paid, cancelled or expired (message)',
      html: true,
    },
  },
});

paymentRoutes.get('/pay/:token', payPageDoc, async (c) => {
  const locale = c.get('locale');
  const { token, tx, booking } = await load(c);
  if (!tx || !booking) return html(c, messagePage(locale, t(locale, 'payment.not_found')), 404);
  if (tx.status !== 'pending') return html(c, messagePage(locale, t(locale, 'payment.used')), 409);
  const reason = unpayable(booking);
  if (reason) {
    const { holdMs } = c.get('services').config;
    return html(c, messagePage(locale, unpayableMessage(locale, reason, holdMs)), 409);
  }
  return html(c, formPage(locale, token, tx, booking, { values: {}, errors: {} }), 200);
});

const payFormDoc = describeRoute({
  tag: 'Payments',
  security: 'none',
  summary: 'Submit the card form',
  description:
    'Form fields card_name, card_number, expiry (MM/YY), cvc. Redirects 303 to ${SITE_URL}/{lang/}transaction/{uuid}/success or /error (no prefix for en). Only SITE_URL is ever a redirect target. Deciding the card and confirming the booking happen in one transaction; a replayed submission changes nothing (409).',
  body: { form: true, schema: cardFormSchema },
  responses: {
    '303': {
      description: 'Back to the site',
      headers: { Location: { schema: { type: 'string' } } },
    },
    '404': { description: 'Unknown link', html: true },
    '409': {
      description:
        'Already completed (replay), or refused because the booking was paid by another attempt, cancelled or expired: nothing charged, the attempt is declined with that failure',
      html: true,
    },
    '422': { description: 'Form with field errors', html: true },
  },
});

paymentRoutes.post('/pay/:token', payFormDoc, async (c) => {
  const { db, config } = c.get('services');
  const locale = c.get('locale');
  const { token, tx, booking } = await load(c);
  if (!tx || !booking) return html(c, messagePage(locale, t(locale, 'payment.not_found')), 404);
  if (tx.status !== 'pending') return html(c, messagePage(locale, t(locale, 'payment.used')), 409);
  let body: Record<string, unknown>;
  try {
    body = await readBody(c);
  } catch {
    body = {};
  }
  const values = Object.fromEntries(
    ['card_name', 'card_number', 'expiry', 'cvc'].map((k) => {
      const value = body[k];
      return [k, typeof value === 'string' ? value.slice(0, 40) : ''];
    }),
  );
  const errors: Record<string, string> = {};
  const digits = (values['card_number'] ?? '').replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits))
    errors['card_number'] = t(locale, 'validation.card_number');
  if (!expiryInFuture(values['expiry'] ?? ''))
    errors['expiry'] = t(locale, 'validation.card_expiry');
  if (!/^\d{3,4}$/.test((values['cvc'] ?? '').trim()))
    errors['cvc'] = t(locale, 'validation.card_cvc');
  if (!(values['card_name'] ?? '').trim()) {
    errors['card_name'] = t(locale, 'validation.required', {
      attribute: t(locale, 'payment.card_name'),
    });
  }
  if (!errors['card_number'] && digits !== CARD_SUCCESS && digits !== CARD_DECLINED) {
    errors['card_number'] = t(locale, 'payment.unknown_card');
  }
  if (Object.keys(errors).length > 0) {
    delete values['cvc'];
    return html(c, formPage(locale, token, tx, booking, { values, errors }), 422);
  }
  const txLocale = parseLocale(tx.locale);
  const outcome = await decidePayment(db, tx.uuid, {
    approved: digits === CARD_SUCCESS,
    last4: digits.slice(-4),
  });
  if (outcome.kind === 'used') return html(c, messagePage(locale, t(locale, 'payment.used')), 409);
  if (outcome.kind === 'refused')
    return html(
      c,
      messagePage(locale, unpayableMessage(locale, outcome.reason, config.holdMs)),
      409,
    );
  return c.redirect(
    returnUrl(
      config.siteUrl,
      txLocale,
      tx.uuid,
      outcome.kind === 'succeeded' ? 'success' : 'error',
    ),
    303,
  );
});

const transactionDoc = describeRoute({
  tag: 'Payments',
  security: 'either',
  summary: 'Transaction status',
  description: 'Same access as the booking it pays (GET /v3/bookings/{uuid}).',
  responses: {
    '200': { description: 'Status', schema: dataOf(transactionSchema) },
    '401': ANSWERS.e401,
    '404': ANSWERS.e404own,
  },
});

paymentRoutes.get('/v3/transactions/:uuid', transactionDoc, async (c) => {
  const { db } = c.get('services');
  const locale = c.get('locale');
  const uuid = c.req.param('uuid');
  const tx = /^[0-9a-f-]{36}$/i.test(uuid)
    ? await db.get<TransactionRow>('SELECT * FROM transactions WHERE uuid = ?', [
        uuid.toLowerCase(),
      ])
    : undefined;
  const booking = tx ? await bookingByUuid(db, tx.booking_uuid) : undefined;
  if (!tx || !booking || !canAccess(callerOf(c), booking))
    throw new ApiError(404, t(locale, 'transaction.not_found'));
  const { catalog, config, secret } = c.get('services');
  const hotel = catalog.hotel(booking.hotel_id);
  const status = effectiveStatus(booking);
  const summary = {
    uuid: booking.uuid,
    reference: booking.reference,
    status,
    hotel_name: hotel?.name ?? null,
    check_in: booking.check_in,
    check_out: booking.check_out,
    guests: booking.guests,
    holder_name: `${(JSON.parse(booking.holder) as { first_name: string; last_name: string }).first_name} ${(JSON.parse(booking.holder) as { last_name: string }).last_name}`,
  };
  return c.json({
    data: {
      uuid: tx.uuid,
      status: tx.status,
      amount: { amount: tx.amount, currency: tx.currency },
      card_last4: tx.card_last4,
      failure: tx.failure,
      message:
        tx.failure === null
          ? null
          : tx.failure === 'card_declined'
            ? t(locale, 'payment.declined')
            : unpayableMessage(locale, tx.failure, config.holdMs),
      created_at: tx.created_at,
      updated_at: tx.updated_at,
      booking: summary,
      reservation: status === 'confirmed' || status === 'cancelled' ? summary : null,
      confirmation_email:
        status === 'confirmed' && mailMode(config) !== 'off'
          ? await confirmationRecipient(db, booking.uuid)
          : null,
      documents: documentLinks(booking, secret),
    },
  });
});
