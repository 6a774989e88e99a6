import { useEffect } from 'react';
import { defaultCurrency } from '../../../lib/currencies';
import { linkCurrency } from '../../../lib/search-query';
import { $currency, adoptLinkCurrency } from '../../../stores/currency';
import type { createResultsSession } from '../../../stores/results';

/**
 * Runs a results session while the island lives: reads the URL and searches once in the
 * browser, searches again when the connection comes back, and in another currency when the
 * header's changes. A currency the URL names becomes the header's.
 */
export function useResultsSession(
  session: ReturnType<typeof createResultsSession>,
  locale: string,
): void {
  useEffect(() => {
    session.begin($currency.get() ?? defaultCurrency(locale));
    // The currency the search just read: adopting it before the header's currency is
    // listened to below searches nothing again.
    const named = linkCurrency(new URLSearchParams(location.search));
    if (named) adoptLinkCurrency(named);
    return session.stop;
  }, [session, locale]);

  useEffect(() => {
    const onOnline = () => {
      if (session.$results.get().phase === 'offline') session.retry();
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [session]);

  useEffect(
    () =>
      $currency.listen((code) => {
        if (code) session.changeCurrency(code);
      }),
    [session],
  );
}
