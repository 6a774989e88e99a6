import type { BookingRow } from '../domain/bookings.ts';
import { nightsOf, parseGuests } from '../domain/stay.ts';
import type { Hotel } from '../domain/types.ts';
import { escapeHtml } from '../lib/html.ts';
import { dateIntlTag, intlTag, localePrefix, parseLocale, type Locale } from '../lib/i18n.ts';
import { formatMoney, type Money } from '../lib/money.ts';
import type { MailBrand } from './brand.ts';
import type { MailAudience, MailKind } from './outbox.ts';
import { mailTranslator, type MailT } from './texts.ts';
import { hotelTimeText } from '../lib/hotel-time.ts';
import { labelled } from '../../../contract/typography.ts';

/** What a message is rendered from: its booking as it stands when the message is sent. */
export interface MailInput {
  kind: MailKind;
  audience: MailAudience;
  booking: BookingRow;
  hotel: Hotel | undefined;
  /** The hotel's address and room type name in the booking's language. */
  hotelAddress: string;
  roomName: string;
  brand: MailBrand;
  /** What the booking's successful payment charged, in minor units. */
  paid: number;
  /** The storefront's origin (links back to the reservation). */
  siteUrl: string;
}

/** A rendered message: subject, HTML and plain-text parts, in the booking's language. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  dir: 'ltr' | 'rtl';
}

interface Price {
  total: Money;
  pay_now: Money;
  pay_at_property: Money;
  net?: Money;
  gross?: Money;
  commission?: Money;
  markup?: Money;
}

const RTL = new Set<Locale>(['he', 'ar']);

// Narrow screens (clients that read <style>; the others keep the inline layout): less padding,
// and each detail's label above its value instead of beside it.
const NARROW =
  '@media only screen and (max-width:480px){' +
  '.outer{padding:0!important}' +
  '.pad{padding-left:16px!important;padding-right:16px!important}' +
  '.details th,.details td{display:block!important;width:auto!important}' +
  '.details th{border-bottom:0!important;padding-bottom:0!important}}';

function formatDate(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(dateIntlTag(locale), {
    dateStyle: 'full',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** An instant as every page and document writes it: on the hotel's clock, its zone named. */
function formatInstant(ms: number, zone: string | undefined, locale: Locale): string {
  return hotelTimeText(new Date(ms).toISOString(), zone, locale);
}

function money(value: Money, locale: Locale): string {
  return formatMoney(value, intlTag(locale));
}

function cancellationTerms(
  booking: BookingRow,
  zone: string | undefined,
  t: MailT,
  locale: Locale,
): string {
  const policy = JSON.parse(booking.cancellation) as { free_until: string | null; penalty: Money };
  if (!booking.refundable) return t('booking:cancel.nonRefundable');
  const penalty = money(policy.penalty, locale);
  if (!policy.free_until) return t('booking:cancel.penalty', { amount: penalty });
  const date = hotelTimeText(policy.free_until, zone, locale);
  // Two lines: a sentence joined with ". " would be English punctuation in every language.
  return `${t('booking:cancel.freeUntil', { date })}\n${t('booking:cancel.afterPenalty', { amount: penalty })}`;
}

/** Where a message's reader goes next: the payment, the reservation or its look-up. */
function link(input: MailInput, t: MailT, locale: Locale): { label: string; url: string } {
  const { booking, kind, audience } = input;
  const site = `${input.siteUrl.replace(/\/+$/, '')}/${localePrefix(locale)}`;
  const brand = booking.agency_fid !== 1 ? `fid=${booking.agency_fid}` : '';
  const withQuery = (path: string, query = '') => {
    const all = [query, brand].filter(Boolean).join('&');
    return `${site}${path}${all ? `?${all}` : ''}`;
  };
  if (kind === 'hold_expired') return { label: t('mail:action.searchAgain'), url: withQuery('') };
  if (kind === 'awaiting_payment' && audience === 'guest')
    return {
      label: t('mail:action.pay'),
      url: withQuery('pay', `booking=${encodeURIComponent(booking.uuid)}`),
    };
  // The reservation page needs its owner signed in; a guest (or an agent's client) proves
  // ownership on the look-up page with the reference and email.
  const ownsAccount = booking.user_id !== null && (audience === 'agent' || !isAgentPriced(booking));
  if (ownsAccount)
    return {
      label: t('mail:action.view'),
      url: withQuery(`account/reservations/${encodeURIComponent(booking.uuid)}`),
    };
  return { label: t('account:lookup.submit'), url: withQuery('reservation') };
}

function isAgentPriced(booking: BookingRow): boolean {
  return (JSON.parse(booking.price) as Price).net !== undefined;
}

function holderName(booking: BookingRow): string {
  const holder = JSON.parse(booking.holder) as { first_name: string; last_name: string };
  return `${holder.first_name} ${holder.last_name}`.trim();
}

/**
 * The rows of the details table: label and value, in reading order; a value's `\n` separates
 * its lines (a date and the time that goes with it; the two parts of the cancellation terms).
 */
function detailRows(input: MailInput, t: MailT, locale: Locale): [string, string][] {
  const { booking, hotel, kind, audience } = input;
  const price = JSON.parse(booking.price) as Price;
  const rooms = parseGuests(booking.guests) ?? [];
  const guests = rooms.reduce((sum, room) => sum + room.adults + room.children.length, 0);
  const rows: [string, string][] = [
    [t('account:col.reference'), booking.reference],
    [t('booking:outcome.hotel'), hotel?.name ?? ''],
    [t('mail:address'), input.hotelAddress],
    [
      t('account:detail.checkIn'),
      `${formatDate(booking.check_in, locale)}\n${t('booking:hotel.from', { time: hotel?.check_in_time ?? '' })}`,
    ],
    [
      t('account:detail.checkOut'),
      `${formatDate(booking.check_out, locale)}\n${t('booking:hotel.until', { time: hotel?.check_out_time ?? '' })}`,
    ],
    [t('account:detail.nights'), String(nightsOf(booking.check_in, booking.check_out).length)],
    [t('account:detail.rooms'), String(booking.rooms)],
    [t('account:detail.guests'), String(guests)],
    [t('account:detail.room'), input.roomName],
    [t('account:detail.board'), t(`account:board.${booking.board}`)],
    [t('account:detail.holder'), holderName(booking)],
  ];
  if (kind === 'awaiting_payment' && booking.hold_expires_at !== null)
    rows.push([
      t('mail:holdEnds'),
      formatInstant(booking.hold_expires_at, hotel?.time_zone, locale),
    ]);
  rows.push([t('account:detail.total'), money(price.total, locale)]);
  if (kind === 'confirmed' || kind === 'cancelled')
    rows.push([
      t('account:detail.paid'),
      money({ amount: input.paid, currency: booking.currency }, locale),
    ]);
  else rows.push([t('booking:price.payNow'), money(price.pay_now, locale)]);
  if (kind !== 'cancelled' && kind !== 'hold_expired')
    rows.push([t('account:detail.payAtProperty'), money(price.pay_at_property, locale)]);
  if (kind === 'cancelled') {
    const refund = booking.refund ? (JSON.parse(booking.refund) as Money) : null;
    rows.push([
      t('mail:refunded'),
      money(refund ?? { amount: 0, currency: booking.currency }, locale),
    ]);
  }
  // Net, gross, commission and markup only ever reach the agent's own copy.
  if (audience === 'agent' && price.net && price.commission) {
    rows.push([t('account:detail.net'), money(price.net, locale)]);
    if (price.gross) rows.push([t('booking:agent.gross'), money(price.gross, locale)]);
    rows.push([t('account:detail.commission'), money(price.commission, locale)]);
    if (price.markup) rows.push([t('account:detail.markup'), money(price.markup, locale)]);
  }
  if (kind === 'awaiting_payment' || kind === 'confirmed')
    rows.push([t('mail:cancellation'), cancellationTerms(booking, hotel?.time_zone, t, locale)]);
  return rows;
}

function introOf(input: MailInput, t: MailT, locale: Locale): string {
  const hotel = input.hotel?.name ?? '';
  const time = formatInstant(input.booking.hold_expires_at ?? 0, input.hotel?.time_zone, locale);
  const intro = t(`mail:intro.${input.kind}`, { hotel, time });
  if (input.kind !== 'cancelled') return intro;
  const refund = input.booking.refund ? (JSON.parse(input.booking.refund) as Money) : null;
  return `${intro} ${
    refund && refund.amount > 0
      ? t('mail:refundNote', { amount: money(refund, locale) })
      : t('mail:refundNone')
  }`;
}

/** Renders a booking message for its reader, in the booking's language and the brand's look. */
export function renderMail(input: MailInput): RenderedMail {
  const locale = parseLocale(input.booking.locale);
  const t = mailTranslator(locale);
  const dir = RTL.has(locale) ? 'rtl' : 'ltr';
  const hotel = input.hotel?.name ?? '';
  const baseSubject = t(`mail:subject.${input.kind}`, {
    hotel,
    reference: input.booking.reference,
  });
  const agent = input.audience === 'agent';
  const subject = agent ? t('mail:subject.agentCopy', { subject: baseSubject }) : baseSubject;
  // The agent's copy says so first, then reads as the client's message (greeting and all).
  const agentNote = agent ? t('mail:intro.agentCopy', { email: input.booking.holder_email }) : null;
  const greeting = t('mail:greeting', { name: holderName(input.booking) });
  const intro = introOf(input, t, locale);
  const rows = detailRows(input, t, locale);
  const action = link(input, t, locale);
  const lookupHint =
    action.url.includes('/reservation') && !action.url.includes('/reservations/')
      ? t('mail:lookupHint', { reference: input.booking.reference })
      : null;
  const footer = t('mail:footer', { brand: input.brand.name });

  const text = [
    input.brand.name,
    '',
    ...(agentNote ? [agentNote, ''] : []),
    greeting,
    '',
    intro,
    '',
    ...rows.map(([label, value]) => labelled(locale, label, value.replace(/\n/g, ' · '))),
    '',
    labelled(locale, action.label, action.url),
    ...(lookupHint ? [lookupHint] : []),
    '',
    '--',
    footer,
    '',
  ].join('\n');

  const { brand } = input;
  const start = dir === 'rtl' ? 'right' : 'left';
  const cell = `padding:6px 12px;border-bottom:1px solid #e5e7eb;text-align:${start};vertical-align:top;`;
  // The reference never breaks at its hyphens.
  const reference = escapeHtml(input.booking.reference);
  const unbroken = (html: string) =>
    html.split(reference).join(`<span style="white-space:nowrap;">${reference}</span>`);
  const header = `${
    brand.logoUrl
      ? `<img src="${escapeHtml(brand.logoUrl)}" alt="" height="32" style="height:32px;border:0;vertical-align:middle;">&nbsp;`
      : ''
  }<span style="font-size:20px;font-weight:bold;color:${brand.onBackground};">${escapeHtml(brand.name)}</span>`;
  const html = `<!DOCTYPE html>
<html lang="${locale}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title>
<style>${NARROW}</style></head>
<body dir="${dir}" style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;" dir="${dir}"><tr><td class="outer" align="center" style="padding:16px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;">
<tr><td class="pad" style="background:${brand.background};padding:16px 24px;text-align:${start};border-radius:8px 8px 0 0;">${header}</td></tr>
<tr><td class="pad" style="padding:24px;text-align:${start};font-size:15px;line-height:1.5;">
${agentNote ? `<p style="margin:0 0 16px;padding:8px 12px;background:#f3f4f6;border-radius:6px;font-size:14px;">${escapeHtml(agentNote)}</p>` : ''}
<p style="margin:0 0 12px;">${escapeHtml(greeting)}</p>
<p style="margin:0 0 12px;">${escapeHtml(intro)}</p>
<table class="details" role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:12px 0;font-size:14px;">
${rows.map(([label, value]) => `<tr><th scope="row" style="${cell}font-weight:bold;color:#374151;width:40%;">${escapeHtml(label)}</th><td dir="auto" style="${cell}">${unbroken(escapeHtml(value)).replace(/\n/g, '<br>')}</td></tr>`).join('\n')}
</table>
<p style="margin:20px 0 8px;"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:${brand.background};color:${brand.onBackground};padding:10px 20px;border-radius:6px;text-decoration:none;font-weight:bold;">${escapeHtml(action.label)}</a></p>
${lookupHint ? `<p style="margin:0 0 12px;font-size:13px;color:#4b5563;">${unbroken(escapeHtml(lookupHint))}</p>` : ''}
</td></tr>
<tr><td class="pad" style="padding:16px 24px;text-align:${start};font-size:12px;color:#6b7280;border-top:1px solid #e5e7eb;">${escapeHtml(footer)}</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
  return { subject, html, text, dir };
}
