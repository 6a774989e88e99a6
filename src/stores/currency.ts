import { isCurrency } from '../lib/currencies';
import { arrayOf, is, persisted } from './persisted';

/** The chosen currency code, or null until the visitor picks one (the locale decides then). */
export const $currency = persisted<string | null>('currency', null, (v) =>
  v === null ? null : is.string(v) && isCurrency(v) ? v : undefined,
);

/** Currency codes the visitor used recently, newest first (at most 5), for the picker. */
export const $currencies = persisted<string[]>(
  'currencies',
  [],
  arrayOf((v) => (is.string(v) && isCurrency(v) ? v : undefined)),
);

/** Choose a currency; unknown codes are ignored. */
export function setCurrency(code: string): void {
  if (!isCurrency(code)) return;
  $currency.set(code);
  $currencies.set([code, ...$currencies.get().filter((c) => c !== code)].slice(0, 5));
}

/** The link currencies this page adopted (`adoptLinkCurrency`). */
const adopted = new Set<string>();

/**
 * A currency a page's link names (`currency=EUR`, read as valid) becomes the visitor's: the
 * header's picker names the currency the page's prices are in, and choosing another there
 * changes them, as on any page. (The header renders a link's currency from the server, so a
 * picker still asleep already shows it.) Once per page: an island that wakes later (the rates,
 * woken by a currency chosen in the header) does not take the visitor's choice back.
 */
export function adoptLinkCurrency(code: string): void {
  if (adopted.has(code)) return;
  adopted.add(code);
  if ($currency.get() !== code) setCurrency(code);
}
