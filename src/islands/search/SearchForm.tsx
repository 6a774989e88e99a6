import { useCallback, useEffect, useId, useMemo, useRef, useState, type SubmitEvent } from 'react';
import { defaultCurrency } from '../../lib/currencies';
import { createT, type Messages } from '../../lib/i18n/messages';
import { readXsrfToken } from '../../lib/api/cookies';
import { formatDayRange } from '../../lib/dates';
import { targetFromUrl, targetUrl } from '../../lib/search/targets';
import { defaultDates, parseGuests, parseSearchQuery } from '../../lib/search-query';
import { todayIso } from '../../lib/searches';
import type { SavedSearch } from '../../lib/types';
import { $country } from '../../stores/country';
import { $currency } from '../../stores/currency';
import { $savedSearches } from '../../stores/searches';
import { useClientStore } from '../ui/useClientStore';
import { DateRangeField } from './DateRangeField';
import { DestinationCombobox, type Destination } from './DestinationCombobox';
import { completeRooms, GuestsField, guestsSummary, type DraftRoom } from './GuestsField';
import { Icon } from '../ui/Icon';
import * as glyphs from '../ui/glyphs';
import { buttonClass } from '../ui/button';

interface Props {
  locale: string;
  iso: string;
  messages: Messages;
  /** The destination of the page the form is on. */
  initial?: Destination | null;
  /** The stay of the page's URL when the server read it (on-demand pages). */
  stay?: { check_in: string; check_out: string; guests: string } | null;
  /** Widget mode: results open in a new tab, with the agent id `fid` in the URL. */
  newTab?: boolean;
  fid?: string | null;
  /** `hero`: large, on landing pages; `bar`: compact, above results. */
  variant?: 'hero' | 'bar';
  /** One row on large screens (full-width pages); two columns in narrow page columns. */
  wide?: boolean;
  /**
   * Below large screens the form folds into a one-line summary (destination, dates, guests)
   * that opens it, so a results page shows hotels on a phone's first screen.
   */
  collapsible?: boolean;
  /**
   * The day the server rendered the form on (`todayIso()` there): the default stay of the first
   * render follows it, so it matches the HTML of a page built yesterday; the browser's today
   * replaces it once the form wakes.
   */
  renderedOn?: string;
}

const toDraft = (guests: string | undefined): DraftRoom[] =>
  parseGuests(guests) ?? [{ adults: 2, children: [] }];

/**
 * The hotel search form (issue 4): destination combobox, stay dates and guests. Submitting
 * goes to the destination's or place's results (or the hotel's or country's page) with the
 * search query of SPEC section 3; the visitor's country and currency come from their stores.
 */
export default function SearchForm({
  locale,
  iso,
  messages,
  initial = null,
  stay = null,
  newTab = false,
  fid = null,
  variant = 'hero',
  wide = true,
  collapsible = false,
  renderedOn,
}: Props) {
  const t = useMemo(() => createT(messages, iso), [messages, iso]);
  const api = useCallback(
    async () => (await import('../../stores/api')).browserApi(locale, t('api.unreachable')),
    [locale, t],
  );
  const ids = useId();
  const [today, setToday] = useState(() => renderedOn ?? todayIso());
  const [destination, setDestination] = useState<Destination | null>(initial);
  const first = stay ?? defaultDates(today);
  const [checkIn, setCheckIn] = useState(first.check_in);
  const [checkOut, setCheckOut] = useState(first.check_out);
  const [rooms, setRooms] = useState<DraftRoom[]>(() => toDraft(stay?.guests));
  const [errors, setErrors] = useState<{ destination?: string; guests?: string }>({});
  const [guestsOpen, setGuestsOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const firstSuggestion = useRef<Destination | null>(null);
  const recent = useClientStore($savedSearches, []);
  const rtl = typeof document !== 'undefined' && document.documentElement.dir === 'rtl';

  // The browser's today and the URL's stay (static pages are built without either), read
  // once when the form wakes: the first render must match the built HTML, and later the
  // fields are the person's.
  useEffect(() => {
    const now = todayIso();
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setToday(now);
    const params = new URLSearchParams(location.search);
    const { query } = parseSearchQuery(params, { currency: 'EUR', today: now });
    setCheckIn(query.check_in);
    setCheckOut(query.check_out);
    if (params.has('guests')) setRooms(query.rooms);
  }, []);

  // Coming back with the browser's back button shows the page from its cache: end "busy".
  useEffect(() => {
    const onShow = () => setBusy(false);
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const applyRecent = useCallback(
    (search: SavedSearch) => {
      const target = targetFromUrl(search.router);
      if (target) {
        setDestination({ label: search.params.destination ?? '', target });
        setErrors({});
      }
      const { query } = parseSearchQuery(new URLSearchParams(search.params), {
        currency: 'EUR',
        today,
      });
      setCheckIn(query.check_in);
      setCheckOut(query.check_out);
      setRooms(query.rooms);
    },
    [today],
  );

  const describeRecent = useCallback(
    (search: SavedSearch) => {
      const { query } = parseSearchQuery(new URLSearchParams(search.params), {
        currency: 'EUR',
        today,
      });
      // The middle dot sets the dates apart from the guests (a layout mark, as in the field).
      return `${formatDayRange(query.check_in, query.check_out, iso)} · ${guestsSummary(t, query.rooms, iso)}`;
    },
    [iso, t, today],
  );

  // The results page starts the search with a POST, which needs the anti-forgery cookie:
  // fetching it while the visitor fills the form saves that page a round trip.
  const warmUp = useRef(false);
  const prepare = useCallback(() => {
    if (warmUp.current || readXsrfToken() !== undefined) return;
    warmUp.current = true;
    api()
      .then((client) => client.csrf())
      .catch(() => {
        warmUp.current = false;
      });
  }, [api]);

  function submit(event: SubmitEvent) {
    event.preventDefault();
    const chosen = destination ?? firstSuggestion.current;
    if (!chosen) {
      setErrors({ destination: t('form.destinationRequired') });
      document.getElementById(`${ids}-destination`)?.focus();
      return;
    }
    const complete = completeRooms(rooms);
    if (!complete) {
      setErrors({ guests: t('guests.ageRequired') });
      setGuestsOpen(true);
      return;
    }
    setErrors({});
    const url = targetUrl(
      chosen.target,
      locale,
      {
        check_in: checkIn,
        check_out: checkOut,
        rooms: complete,
        country: $country.get()?.code ?? null,
        currency: $currency.get() ?? defaultCurrency(locale),
      },
      newTab ? fid : null,
    );
    if (newTab) {
      window.open(url, '_blank', 'noopener');
      return;
    }
    setBusy(true);
    location.assign(url);
  }

  const hero = variant === 'hero';
  const label = 'mb-1 block text-sm font-bold text-slate-700 dark:text-slate-200';
  const form = (
    <form
      id={`${ids}-form`}
      role="search"
      aria-label={t('form.label')}
      noValidate
      onSubmit={submit}
      onFocus={prepare}
      data-search-form
      className={`${collapsible && !expanded ? 'hidden lg:grid' : 'grid'} grid-cols-1 items-start gap-3 rounded-2xl border border-slate-200 bg-page p-4 text-start dark:border-slate-700 ${
        hero ? 'shadow-lg sm:p-5' : 'shadow-sm'
      } ${wide ? 'lg:grid-cols-[minmax(0,2fr)_minmax(0,1.6fr)_minmax(0,1.2fr)_auto]' : 'sm:grid-cols-2'}`}
    >
      <div>
        <label htmlFor={`${ids}-destination`} className={label}>
          {t('form.destination')}
        </label>
        <DestinationCombobox
          t={t}
          api={api}
          value={destination}
          onChange={(value) => {
            setDestination(value);
            if (value) setErrors(({ guests }) => (guests ? { guests } : {}));
          }}
          recent={recent}
          onRecent={applyRecent}
          describeRecent={describeRecent}
          error={errors.destination}
          inputId={`${ids}-destination`}
          firstSuggestionRef={firstSuggestion}
        />
        {errors.destination && (
          <p
            id={`${ids}-destination-error`}
            className="mt-1 text-sm text-red-600 dark:text-red-400"
          >
            {errors.destination}
          </p>
        )}
      </div>
      <div>
        <span id={`${ids}-dates-label`} className={label}>
          {t('form.dates')}
        </span>
        <DateRangeField
          t={t}
          iso={iso}
          rtl={rtl}
          today={today}
          checkIn={checkIn}
          checkOut={checkOut}
          onChange={(a, b) => {
            setCheckIn(a);
            setCheckOut(b);
          }}
          id={`${ids}-dates`}
          labelledBy={`${ids}-dates-label ${ids}-dates`}
        />
      </div>
      <div>
        <span id={`${ids}-guests-label`} className={label}>
          {t('form.guests')}
        </span>
        <GuestsField
          t={t}
          iso={iso}
          rooms={rooms}
          onChange={(next) => {
            setRooms(next);
            if (completeRooms(next))
              setErrors(({ destination }) => (destination ? { destination } : {}));
          }}
          id={`${ids}-guests`}
          labelledBy={`${ids}-guests-label ${ids}-guests`}
          error={errors.guests}
          open={guestsOpen}
          onOpenChange={setGuestsOpen}
        />
        {errors.guests && (
          <p id={`${ids}-guests-error`} className="mt-1 text-sm text-red-600 dark:text-red-400">
            {errors.guests}
          </p>
        )}
      </div>
      <div className={wide ? 'lg:pt-6' : 'sm:col-span-2'}>
        <button
          type="submit"
          disabled={busy}
          aria-describedby={newTab ? `${ids}-new-tab` : undefined}
          className={`${buttonClass('primary', 'lg')} w-full lg:w-auto`}
        >
          <Icon glyph={glyphs.search} />
          {busy ? t('form.searching') : t('form.submit')}
        </button>
        {newTab && (
          <span id={`${ids}-new-tab`} className="sr-only">
            {t('form.newTab')}
          </span>
        )}
      </div>
    </form>
  );
  if (!collapsible) return form;
  return (
    <div data-search-collapsible>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={`${ids}-form`}
        onClick={() => setExpanded((open) => !open)}
        className={`flex w-full items-center gap-3 rounded-2xl border border-slate-200 bg-page px-3 py-2 text-start shadow-sm hover:border-brand lg:hidden dark:border-slate-700 ${expanded ? 'mb-3' : ''}`}
        data-search-summary
      >
        <Icon glyph={glyphs.search} className="h-5 w-5 shrink-0 text-slate-400" />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-bold" data-summary-destination>
            {destination?.label || t('form.destination')}
          </span>
          <span className="block truncate text-sm text-slate-600 dark:text-slate-300">
            {/* The middle dot sets the dates apart from the guests, as in recent searches. */}
            {`${formatDayRange(checkIn, checkOut, iso)} · ${guestsSummary(t, rooms, iso)}`}
          </span>
        </span>
        <span className="flex shrink-0 items-center gap-1 text-sm font-bold text-brand">
          {expanded ? t('form.hide') : t('form.change')}
          <Icon
            glyph={glyphs.chevronDown}
            className={`h-4 w-4 transition-transform ${expanded ? 'rotate-180' : ''}`}
          />
        </span>
      </button>
      {form}
    </div>
  );
}
