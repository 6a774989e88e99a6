import { useCallback, useLayoutEffect, useMemo, useState } from 'react';
import {
  currenciesByName,
  currencyName,
  currencySymbol,
  defaultCurrency,
  POPULAR_CURRENCIES,
} from '../../lib/currencies';
import { createT, type Messages } from '../../lib/i18n/messages';
import { $currency, adoptLinkCurrency, setCurrency } from '../../stores/currency';
import { showToast } from '../../stores/toasts';
import { Modal } from '../ui/Modal';
import { SearchableList, type ListItem } from '../ui/SearchableList';
import { useClientStore } from '../ui/useClientStore';

interface Props {
  locale: string;
  iso: string;
  messages: Messages;
  /** The currency the page's link names (`currency=EUR`), which the page's prices are in. */
  linkCurrency?: string | null;
}

/** Currency picker (SPEC section 2): popular currencies first, then all, names in the visitor's language. */
export default function CurrencyPicker({ locale, iso, messages, linkCurrency }: Props) {
  const t = createT(messages, iso);
  // Adopted before the stored currency is first read (layout effects run before the passive
  // ones that read the stores): the picker goes on naming what the page's prices are in.
  useLayoutEffect(() => {
    if (linkCurrency) adoptLinkCurrency(linkCurrency);
  }, [linkCurrency]);
  const chosen = useClientStore($currency, null) ?? linkCurrency ?? defaultCurrency(locale);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  const sections = useMemo(() => {
    const item = (code: string): ListItem => {
      const name = currencyName(code, iso);
      const symbol = currencySymbol(code);
      return {
        key: code,
        search: `${code} ${name} ${symbol}`,
        selected: code === chosen,
        content: (
          <>
            <span className="w-12 shrink-0 font-bold" dir="ltr">
              {code}
            </span>
            <span className="flex-1">{name}</span>
            {symbol !== code && (
              <span className="text-slate-500" dir="ltr">
                {symbol}
              </span>
            )}
          </>
        ),
      };
    };
    const all = currenciesByName(iso).map(item);
    return [
      { title: t('currency.popular'), items: POPULAR_CURRENCIES.map(item) },
      { title: t('currency.all'), items: all },
    ];
  }, [chosen, iso, t]);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={t('currency.current', { currency: currencyName(chosen, iso) })}
        data-currency={chosen}
        className="rounded-lg px-3 py-2 text-sm font-bold hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        <span dir="ltr">
          {currencySymbol(chosen) !== chosen && `${currencySymbol(chosen)} `}
          {chosen}
        </span>
      </button>
      <Modal open={open} onClose={close} title={t('currency.choose')} closeLabel={t('modal.close')}>
        <SearchableList
          sections={sections}
          searchLabel={t('currency.search')}
          noMatch={(query) => t('currency.noMatch', { query })}
          onChoose={(code) => {
            setCurrency(code);
            close();
            showToast(t('currency.changed', { currency: currencyName(code, iso) }), 'success');
          }}
        />
      </Modal>
    </>
  );
}
