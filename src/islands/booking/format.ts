import { guestCounts } from '../../lib/booking/guests';
import type { T } from '../../lib/i18n/messages';
import { formatList } from '../../lib/lists';
import { formatMoney, type MoneyOptions } from '../../lib/money';

/** Money in the visitor's language (SPEC section 5 rules, "#NaN!" when not finite). */
export function money(
  amount: number,
  currency: string,
  iso: string,
  options: MoneyOptions = {},
): string {
  return formatMoney(amount, currency, iso, options);
}

/** "2 adults, 1 child, and 1 room" from a guests text, or the text itself when malformed. */
export function guestsText(t: T, guests: string, iso: string): string {
  const counts = guestCounts(guests);
  if (!counts) return guests;
  return formatList(
    [
      t('guests.adults', { count: counts.adults }),
      counts.children > 0 ? t('guests.children', { count: counts.children }) : null,
      t('guests.rooms', { count: counts.rooms }),
    ],
    iso,
  );
}
