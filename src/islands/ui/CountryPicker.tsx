import { useEffect, useMemo, useState } from 'react';
import type { T } from '../../lib/i18n/messages';
import type { CountryRef } from '../../lib/types';
import { Modal } from './Modal';
import { SearchableList, type ListItem } from './SearchableList';

interface CountryEntry {
  code: string;
  title: string;
  emoji: string | null;
  dial_code: string;
}

let cache: Promise<CountryEntry[]> | undefined;
/** The bundled country list, loaded the first time a picker opens. */
function loadCountries(): Promise<CountryEntry[]> {
  cache ??= import('../../data/countries.json').then((m) =>
    m.default.map(({ code, title, emoji, dial_code }) => ({ code, title, emoji, dial_code })),
  );
  return cache;
}

interface Props {
  open: boolean;
  onClose: () => void;
  onChoose: (country: CountryRef) => void;
  selected: string | undefined;
  /** Recently chosen countries, shown first. */
  recent?: CountryRef[];
  iso: string;
  t: T;
}

/** Country picker (SPEC section 2): about 250 countries with flag, localised name and dial code. */
export function CountryPicker({ open, onClose, onChoose, selected, recent = [], iso, t }: Props) {
  const [countries, setCountries] = useState<CountryEntry[] | undefined>();
  useEffect(() => {
    if (open && !countries) void loadCountries().then(setCountries);
  }, [open, countries]);

  const sections = useMemo(() => {
    if (!countries) return [];
    const names = new Intl.DisplayNames([iso, 'en'], { type: 'region', fallback: 'none' });
    const nameOf = (c: CountryEntry) => {
      try {
        return names.of(c.code) ?? c.title;
      } catch {
        return c.title;
      }
    };
    const collator = new Intl.Collator(iso);
    const byCode = new Map(countries.map((c) => [c.code, c]));
    const item = (c: CountryEntry): ListItem => {
      const name = nameOf(c);
      return {
        key: c.code,
        search: `${name} ${c.title} ${c.code} ${c.dial_code}`,
        selected: c.code === selected,
        content: (
          <>
            <span className="w-7 shrink-0 text-xl" aria-hidden="true">
              {c.emoji ?? '🏳️'}
            </span>
            <span className="flex-1">{name}</span>
            <span className="text-sm text-slate-500" dir="ltr">
              {c.dial_code}
            </span>
          </>
        ),
      };
    };
    const recentItems = recent
      .map((r) => byCode.get(r.code))
      .filter((c): c is CountryEntry => !!c)
      .map(item);
    const all = [...countries].sort((a, b) => collator.compare(nameOf(a), nameOf(b))).map(item);
    return [
      ...(recentItems.length > 0 ? [{ title: t('country.recent'), items: recentItems }] : []),
      { title: t('country.all'), items: all },
    ];
  }, [countries, iso, recent, selected, t]);

  return (
    <Modal open={open} onClose={onClose} title={t('country.choose')} closeLabel={t('modal.close')}>
      {countries ? (
        <SearchableList
          sections={sections}
          searchLabel={t('country.search')}
          noMatch={(query) => t('country.noMatch', { query })}
          onChoose={(code) => {
            const c = countries.find((x) => x.code === code);
            if (!c) return;
            const names = new Intl.DisplayNames([iso, 'en'], { type: 'region' });
            onChoose({ code: c.code, name: names.of(c.code) ?? c.title, dial_code: c.dial_code });
            onClose();
          }}
        />
      ) : (
        <p role="status" className="py-6 text-center text-slate-500">
          {t('country.loading')}
        </p>
      )}
    </Modal>
  );
}
