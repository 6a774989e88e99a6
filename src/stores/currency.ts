import { isCurrency } from '../lib/currencies';
import { storedStateChanged } from '../lib/stored-state';
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

/**
 * Choose a currency; unknown codes are ignored. The header's picker, which sleeps until it is
 * used, wakes to show it when it was chosen elsewhere (a link's currency).
 */
export function setCurrency(code: string): void {
  if (!isCurrency(code)) return;
  $currency.set(code);
  $currencies.set([code, ...$currencies.get().filter((c) => c !== code)].slice(0, 5));
  storedStateChanged('currency');
}

/**
 * A currency a page's link names (`currency=EUR`, read as valid) becomes the visitor's: the
 * header's picker then names the currency the page's prices are in, and choosing another
 * there changes them, as on any page.
 */
export function adoptLinkCurrency(code: string): void {
  if ($currency.get() !== code) setCurrency(code);
}
