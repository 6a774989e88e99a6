import { useId, useState, type SubmitEvent } from 'react';
import type { T } from '../../lib/i18n/messages';
import { formatMoney, minorUnitsOf } from '../../lib/money';
import { formatNumber } from '../../lib/units';
import { BOARDS, RATING_STEPS, type Board, type ResultsFilters } from '../../lib/search/filters';

interface Props {
  t: T;
  iso: string;
  filters: ResultsFilters;
  currency: string;
  /** Cheapest and dearest total found (minor units), shown as hints. */
  priceRange: { min: number | null; max: number | null };
  onChange: (filters: ResultsFilters) => void;
}

const toggle = <V,>(list: readonly V[], value: V): V[] =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

const box = 'h-4 w-4 rounded border-slate-300 accent-[var(--bg-brand)]';

/** Text a person edits, starting from `value` and starting again whenever `value` changes. */
function useDraft(value: string): [string, (text: string) => void] {
  const [draft, setDraft] = useState({ from: value, text: value });
  return [draft.from === value ? draft.text : value, (text) => setDraft({ from: value, text })];
}

/**
 * Result filters (issue 4): total price range, stars, board, free cancellation and guest
 * rating. Every change goes to the URL through `onChange` (page back to 1).
 */
export function FiltersPanel({ t, iso, filters, currency, priceRange, onChange }: Props) {
  const id = useId();
  const [min, setMin] = useDraft(filters.priceMin?.toString() ?? '');
  const [max, setMax] = useDraft(filters.priceMax?.toString() ?? '');
  const change = (next: Partial<ResultsFilters>) => onChange({ ...filters, ...next, page: 1 });
  const whole = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null);
  const scale = 10 ** minorUnitsOf(currency);
  const hint = (value: number | null) =>
    value === null ? undefined : formatMoney(value, currency, iso, { decimals: 'zero' });

  function applyPrice(event: SubmitEvent) {
    event.preventDefault();
    let low = whole(min);
    let high = whole(max);
    if (low !== null && high !== null && low > high) [low, high] = [high, low];
    change({ priceMin: low, priceMax: high });
  }

  const legend = 'mb-2 text-sm font-bold';
  return (
    <div className="space-y-6" data-filters>
      <form onSubmit={applyPrice}>
        <fieldset>
          <legend className={legend}>{t('filters.price', { currency })}</legend>
          <div className="flex items-end gap-2">
            <label className="flex-1 text-xs text-slate-600 dark:text-slate-300">
              {t('filters.priceMin')}
              <input
                inputMode="numeric"
                value={min}
                onChange={(e) => setMin(e.target.value)}
                placeholder={
                  priceRange.min === null ? undefined : String(Math.floor(priceRange.min / scale))
                }
                className="mt-1 w-full rounded-lg border border-slate-300 bg-page px-2 py-1.5 text-sm dark:border-slate-600"
                name="price_min"
              />
            </label>
            <label className="flex-1 text-xs text-slate-600 dark:text-slate-300">
              {t('filters.priceMax')}
              <input
                inputMode="numeric"
                value={max}
                onChange={(e) => setMax(e.target.value)}
                placeholder={
                  priceRange.max === null ? undefined : String(Math.ceil(priceRange.max / scale))
                }
                className="mt-1 w-full rounded-lg border border-slate-300 bg-page px-2 py-1.5 text-sm dark:border-slate-600"
                name="price_max"
              />
            </label>
            <button
              type="submit"
              className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-bold hover:border-brand hover:text-brand dark:border-slate-600"
            >
              {t('filters.apply')}
            </button>
          </div>
          {priceRange.min !== null && priceRange.max !== null && (
            <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
              {t('filters.priceHint', {
                min: hint(priceRange.min) ?? '',
                max: hint(priceRange.max) ?? '',
              })}
            </p>
          )}
        </fieldset>
      </form>
      <fieldset>
        <legend className={legend}>{t('filters.stars')}</legend>
        <div className="flex flex-wrap gap-2">
          {[5, 4, 3, 2, 1].map((stars) => (
            <label
              key={stars}
              className="flex cursor-pointer items-center gap-1.5 rounded-lg border border-slate-300 px-2.5 py-1.5 text-sm has-[:checked]:border-brand has-[:checked]:bg-bg-brand-alt dark:border-slate-600"
            >
              <input
                type="checkbox"
                className={box}
                checked={filters.stars.includes(stars)}
                onChange={() =>
                  change({ stars: toggle(filters.stars, stars).sort((a, b) => a - b) })
                }
              />
              {t('filters.starsValue', { count: stars })}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className={legend}>{t('filters.board')}</legend>
        <div className="space-y-1.5">
          {BOARDS.map((board: Board) => (
            <label key={board} className="flex cursor-pointer items-center gap-2 text-sm">
              <input
                type="checkbox"
                className={box}
                checked={filters.boards.includes(board)}
                onChange={() =>
                  change({
                    boards: BOARDS.filter((b) => toggle(filters.boards, board).includes(b)),
                  })
                }
              />
              {t(`board.${board}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className={legend}>{t('filters.cancellation')}</legend>
        <label className="flex cursor-pointer items-center gap-2 text-sm">
          <input
            type="checkbox"
            className={box}
            checked={filters.freeCancellation}
            onChange={() => change({ freeCancellation: !filters.freeCancellation })}
          />
          {t('filters.freeCancellation')}
        </label>
      </fieldset>
      <fieldset>
        <legend className={legend}>{t('filters.rating')}</legend>
        <div className="space-y-1.5">
          {[null, ...RATING_STEPS].map((rating) => (
            <label key={rating ?? 'any'} className="flex cursor-pointer items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-rating`}
                className={box}
                checked={filters.ratingMin === rating}
                onChange={() => change({ ratingMin: rating })}
              />
              {rating === null
                ? t('filters.ratingAny')
                : t('filters.ratingMin', { rating: formatNumber(rating, iso) })}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
