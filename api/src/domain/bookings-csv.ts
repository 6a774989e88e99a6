import type { Price } from '../../../contract/money.ts';
import type { Locale } from '../lib/i18n.ts';
import { MINOR_UNITS } from '../lib/money.ts';
import { mailTranslator, type MailKey } from '../mail/texts.ts';
import type { AgentListEntry } from './agent-bookings.ts';
import type { Catalog } from './catalog.ts';

const BOM = '\uFEFF';

/**
 * A field as RFC 4180 writes it: quoted when it holds a quote, comma or line break (quotes
 * doubled). Text that a spreadsheet would run as a formula (= + - @ first) is kept as text
 * with a leading apostrophe (OWASP's CSV injection advice).
 */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Minor units as a plain number in major units: 123456 EUR -> `1234.56`, 1500 JPY -> `1500`. */
export function plainAmount(amount: number, currency: string): string {
  const units = MINOR_UNITS.get(currency) ?? 2;
  if (units === 0) return String(amount);
  const sign = amount < 0 ? '-' : '';
  const digits = String(Math.abs(amount)).padStart(units + 1, '0');
  return `${sign}${digits.slice(0, -units)}.${digits.slice(-units)}`;
}

/**
 * The CSV file of an agent's filtered bookings list (UTF-8 with a byte-order mark, so
 * spreadsheet programs read Hebrew and Japanese; CRLF line ends), headers in `locale`.
 * Net, commission, markup and what was earned are columns for agents only.
 */
export function bookingsCsv(
  entries: readonly AgentListEntry[],
  catalog: Catalog,
  locale: Locale,
  agent: boolean,
): string {
  const t = mailTranslator(locale);
  const columns: MailKey[] = [
    'account:col.reference',
    'account:bookings.status',
    'account:col.bookedAt',
    'account:detail.checkIn',
    'account:detail.checkOut',
    'account:col.hotel',
    'account:col.guest',
    'account:col.agent',
    'account:col.currency',
    'account:detail.clientPrice',
    ...(agent
      ? (['account:detail.net', 'account:col.commission', 'account:col.markup'] as const)
      : []),
    'account:col.paidNow',
    'account:col.refund',
    ...(agent ? (['account:col.earnedCommission', 'account:col.earnedMarkup'] as const) : []),
  ];
  const lines = [columns.map((key) => csvField(t(key))).join(',')];
  for (const { row, earnings, bookedBy } of entries) {
    const price = JSON.parse(row.price) as Price;
    const holder = JSON.parse(row.holder) as { first_name: string; last_name: string };
    const refund = row.refund ? (JSON.parse(row.refund) as { amount: number }).amount : 0;
    const amount = (value: number | undefined) => plainAmount(value ?? 0, row.currency);
    const fields: string[] = [
      csvField(row.reference),
      csvField(t(`account:status.${earnings.status}`)),
      csvField(row.created_at.slice(0, 10)),
      csvField(row.check_in),
      csvField(row.check_out),
      csvField(catalog.hotel(row.hotel_id)?.name ?? ''),
      csvField(`${holder.first_name} ${holder.last_name}`),
      csvField(bookedBy?.name ?? ''),
      csvField(row.currency),
      amount(price.total.amount),
      ...(agent
        ? [
            amount(price.net?.amount),
            amount(price.commission?.amount),
            amount(price.markup?.amount),
          ]
        : []),
      amount(price.pay_now.amount),
      amount(refund),
      ...(agent ? [amount(earnings.commission), amount(earnings.markup)] : []),
    ];
    lines.push(fields.join(','));
  }
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
