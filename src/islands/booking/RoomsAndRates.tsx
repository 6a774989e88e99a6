import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { browserApi } from '../../stores/api';
import { ApiError } from '../../lib/api/errors';
import type { RatesRequest } from '../../../contract/hotels';
import { areaIn } from '../../lib/area';
import { formatArea } from '../../lib/units';
import { priceBreakdown } from '../../lib/booking/breakdown';
import { formatStayDate } from '../../lib/booking/dates';
import { formatHotelDeadline } from '../../lib/hotel-time';
import type { ServerRates } from '../../lib/booking/server-rates';
import { usableZone } from '../../../contract/hotel-time';
import {
  bookQuery,
  groupByRoom,
  ratesRequest,
  type Rate,
  type RatesResult,
} from '../../lib/booking/rates';
import { createT, type Messages, type T } from '../../lib/i18n/messages';
import { routeUrl } from '../../lib/routes';
import {
  buildSearchParams,
  formatGuests,
  type Correction,
  type SearchQuery,
} from '../../lib/search-query';
import { $isAgent } from '../../stores/auth';
import { $country } from '../../stores/country';
import { $currency, adoptLinkCurrency } from '../../stores/currency';
import { $priceDisplay, type PriceDisplay } from '../../stores/price-display';
import { $unit } from '../../stores/unit';
import { useClientStore } from '../ui/useClientStore';
import { useHydrated } from '../ui/useHydrated';
import { AgentToggle } from './AgentToggle';
import { guestsText, money } from './format';
import { ProposalPanel } from './ProposalPanel';
import { StayForm } from './StayForm';
import { VatNote } from './VatNote';
import { buttonClass } from '../ui/button';

interface HotelInfo {
  id: number;
  name: string;
  countryCode: string;
  cityName: string;
  aggregator: string | null;
  /** The hotel's IANA zone (null: unknown, read as UTC): deadlines are on its clock. */
  timeZone: string | null;
}

interface Props {
  locale: string;
  iso: string;
  messages: Messages;
  hotel: HotelInfo;
  /** The URL's search, read on the server (`parseSearchQuery`). */
  initial: {
    query: SearchQuery;
    corrections: Correction[];
    /** The currency the page's link names (`linkCurrency`), which the rates start in. */
    linkCurrency: string | null;
    today: string;
    /**
     * The rates the server rendered for the query as the server sees it (no chosen currency,
     * visitor country or role); null when the API was slow and the island asks for them.
     */
    rates: ServerRates | null;
  };
}

/** Rendered rates older than this are asked for again when the island wakes. */
const RATES_FRESH_MS = 60_000;

/**
 * Identifies one load of rates: its attempt, its request and whether an agent asks (signed-in
 * agents get their client price, net and commission; the server renders anybody's).
 */
const loadKey = (attempt: number, request: RatesRequest, agent: boolean) =>
  `${attempt}|${agent ? 'agent' : ''}|${JSON.stringify(request)}`;

type State =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; result: RatesResult };

/** The URL names the currency the rates are shown in, once it names one: a reload shows the same. */
function writeCurrencyToUrl(currency: string): void {
  const params = new URLSearchParams(location.search);
  if (!params.has('currency') || params.get('currency') === currency) return;
  params.set('currency', currency);
  history.replaceState(history.state, '', `${location.pathname}?${params.toString()}`);
}

/** The search part of this page's URL changes to the new stay; other parameters stay. */
function writeStayToUrl(query: SearchQuery): void {
  const params = new URLSearchParams(location.search);
  const built = buildSearchParams({ ...query, session: null });
  for (const key of ['check_in', 'check_out', 'guests']) params.set(key, built.get(key) ?? '');
  params.delete('session');
  history.replaceState(history.state, '', `${location.pathname}?${params.toString()}`);
}

/**
 * Rooms and rates of a hotel for the URL's dates and guests (`GET /v3/hotels/{id}/rates`),
 * with a control to change them, cancellation terms, agents' net/gross and commission and
 * the VAT note. Choosing a rate goes to `/book` with the rate and the search.
 * Rates the server rendered (`initial.rates`) are shown as they are while they answer the
 * island's request; when the visitor's currency, country or role asks for others the island
 * asks the API, and when they are older than `RATES_FRESH_MS` it asks again, keeping them in
 * view meanwhile.
 */
export default function RoomsAndRates({ locale, iso, messages, hotel, initial }: Props) {
  const t = useMemo(() => createT(messages, iso), [messages, iso]);
  const [search, setSearch] = useState({
    query: initial.query,
    corrections: initial.corrections,
  });
  const mounted = useHydrated();
  const [attempt, setAttempt] = useState(0);
  // Each answer is kept with the load it answers: a new stay or a retry reads as loading
  // until its own answer arrives. The server's rates answer the first render's load, made
  // before any visitor's state is read.
  const [answer, setAnswer] = useState<{ load: string; state: State } | null>(() =>
    initial.rates
      ? {
          load: loadKey(0, ratesRequest(initial.query, null), false),
          state: { status: 'ready', result: initial.rates.result },
        }
      : null,
  );
  // The server's load and when its rates were read, until the first load runs.
  const served = useRef(
    answer && initial.rates ? { load: answer.load, fetchedAt: initial.rates.fetchedAt } : null,
  );
  const chosenCurrency = useClientStore($currency, null);
  const visitor = useClientStore($country, null);
  const agent = useClientStore($isAgent, false);
  const display = useClientStore($priceDisplay, 'net');
  const unit = useClientStore($unit, 'm');
  // A valid currency in the link becomes the visitor's before the island first reads it
  // (a layout effect runs before the passive ones that read the stores): the rates stay in
  // it, and the header's picker names it.
  useLayoutEffect(() => {
    if (initial.linkCurrency) adoptLinkCurrency(initial.linkCurrency);
  }, [initial.linkCurrency]);
  const currency = chosenCurrency ?? search.query.currency;
  useEffect(() => {
    if (mounted) writeCurrencyToUrl(currency);
  }, [mounted, currency]);
  const query = useMemo(() => ({ ...search.query, currency }), [search.query, currency]);
  const visitorCountry = query.country ?? visitor?.code ?? null;
  const request = useMemo(() => ratesRequest(query, visitorCountry), [query, visitorCountry]);
  const requestKey = JSON.stringify(request);
  const load = loadKey(attempt, request, agent);
  const state: State = answer?.load === load ? answer.state : { status: 'loading' };
  // The rates an agent ticks for a proposal, kept with the load they belong to.
  const [ticked, setTicked] = useState<{ load: string; ids: string[] }>({ load, ids: [] });
  const chosen = ticked.load === load ? ticked.ids : [];
  const toggleChosen = (rateId: string) =>
    setTicked({
      load,
      ids: chosen.includes(rateId) ? chosen.filter((id) => id !== rateId) : [...chosen, rateId],
    });

  useEffect(() => {
    if (!mounted) return;
    const rendered = served.current;
    served.current = null;
    if (rendered?.load === load && Date.now() - rendered.fetchedAt < RATES_FRESH_MS) return;
    const controller = new AbortController();
    const setState = (next: State) => setAnswer({ load, state: next });
    // The typed call loads with the rates (it reads them with schemas the page's first
    // download does not need).
    import('../../lib/api/hotel-calls')
      .then(({ fetchRates }) =>
        fetchRates(
          browserApi(locale, t('api.unreachable')),
          hotel.id,
          JSON.parse(requestKey) as RatesRequest,
          { signal: controller.signal },
        ),
      )
      .then((result) => {
        setState(
          result ? { status: 'ready', result } : { status: 'error', message: t('api.error') },
        );
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const message =
          error instanceof ApiError
            ? error.status === 422
              ? error.firstMessage
              : error.message
            : t('api.error');
        setState({ status: 'error', message });
      });
    return () => controller.abort();
  }, [mounted, load, requestKey, hotel.id, locale, t]);

  const nights = state.status === 'ready' ? state.result.nights : 0;
  const rooms = state.status === 'ready' ? groupByRoom(state.result.rates) : [];

  return (
    <div className="mt-2" data-rates-state={state.status}>
      <p className="text-slate-600 dark:text-slate-400" data-stay>
        {t('stay.summary', {
          checkIn: formatStayDate(query.check_in, iso),
          checkOut: formatStayDate(query.check_out, iso),
        })}{' '}
        · {guestsText(t, formatGuests(query.rooms), iso)}
      </p>
      {search.corrections.length > 0 && (
        <div
          role="status"
          className="mt-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-900/30 dark:text-amber-100"
          data-corrections={search.corrections.join(' ')}
        >
          <p className="font-bold">{t('corrections.title')}</p>
          <ul className="mt-1 list-inside list-disc">
            {search.corrections.map((c) => (
              <li key={c}>{t(`corrections.${c}`)}</li>
            ))}
          </ul>
        </div>
      )}
      <StayForm
        iso={iso}
        key={`${query.check_in}/${query.check_out}/${formatGuests(query.rooms)}`}
        t={t}
        query={query}
        today={initial.today}
        onChange={(next, corrections) => {
          writeStayToUrl(next);
          setSearch({ query: next, corrections });
        }}
      />
      {agent && (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <AgentToggle t={t} display={display} />
          <span className="text-sm text-slate-600 dark:text-slate-400">{t('agent.hint')}</span>
        </div>
      )}
      {agent && state.status === 'ready' && rooms.length > 0 && (
        <ProposalPanel t={t} locale={locale} chosen={chosen} />
      )}

      <div aria-live="polite" aria-busy={state.status === 'loading'} className="mt-6">
        {state.status === 'loading' && (
          <div className="space-y-3">
            <p className="sr-only">{t('rates.loading')}</p>
            {[0, 1, 2].map((i) => (
              <div
                key={i}
                className="h-32 animate-pulse rounded-2xl bg-slate-100 dark:bg-slate-800"
              />
            ))}
          </div>
        )}
        {state.status === 'error' && (
          <div
            role="alert"
            className="rounded-2xl border border-red-200 bg-red-50 p-5 dark:border-red-900 dark:bg-red-950/40"
          >
            <p className="font-bold text-red-800 dark:text-red-200" data-rates-error>
              {state.message}
            </p>
            <button
              type="button"
              onClick={() => setAttempt((n) => n + 1)}
              className="mt-3 rounded-xl border border-red-300 px-4 py-2 font-bold text-red-800 hover:bg-red-100 dark:border-red-800 dark:text-red-200 dark:hover:bg-red-900/40"
            >
              {t('rates.retry')}
            </button>
          </div>
        )}
        {state.status === 'ready' && rooms.length === 0 && (
          <div
            className="rounded-2xl border border-slate-200 p-6 text-center dark:border-slate-700"
            data-sold-out
          >
            <p className="text-lg font-bold">{t('rates.soldOut')}</p>
            <p className="mt-1 text-slate-600 dark:text-slate-400">{t('rates.soldOutHint')}</p>
          </div>
        )}
        {rooms.length > 0 && (
          <ul className="space-y-4">
            {rooms.map((room) => (
              <li
                key={room.code}
                className="overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-700"
                data-room={room.code}
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2 bg-slate-50 px-5 py-3 dark:bg-slate-800/60">
                  <h3 className="text-lg font-black">{room.name}</h3>
                  {room.roomsLeft <= 3 && (
                    <span className="text-sm font-bold text-rose-700 dark:text-rose-400">
                      {t('rates.roomsLeft', { count: room.roomsLeft })}
                    </span>
                  )}
                  <p className="w-full text-sm text-slate-600 dark:text-slate-400">
                    {[
                      room.beds,
                      t('rates.size', {
                        size: formatArea(areaIn(room.sizeM2, unit), iso),
                        unit: t(`unit.${unit}`),
                      }),
                      t('rates.sleeps', { count: room.maxOccupancy }),
                    ].join(' · ')}
                  </p>
                </div>
                <ul className="divide-y divide-slate-200 dark:divide-slate-700">
                  {room.rates.map((rate) => (
                    <RateRow
                      key={rate.rate_id}
                      t={t}
                      iso={iso}
                      rate={rate}
                      timeZone={hotel.timeZone}
                      viewerZone={mounted ? undefined : usableZone(hotel.timeZone)}
                      nights={nights}
                      agent={agent}
                      display={display}
                      chosen={chosen.includes(rate.rate_id)}
                      onChoose={toggleChosen}
                      href={routeUrl(
                        'book',
                        {},
                        locale,
                        bookQuery({
                          hotelId: hotel.id,
                          rateId: rate.rate_id,
                          room: rate.room_code,
                          board: rate.board,
                          refundable: rate.refundable,
                          query: { ...query, country: visitorCountry },
                        }),
                      )}
                    />
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="mt-4">
        <VatNote
          t={t}
          locale={locale}
          hotel={hotel}
          visitorCountry={visitorCountry}
          price={state.status === 'ready' ? (state.result.rates[0]?.price ?? null) : null}
        />
      </div>
    </div>
  );
}

interface RowProps {
  t: T;
  iso: string;
  rate: Rate;
  timeZone: string | null;
  /**
   * The zone of the visitor's own time beside a deadline; undefined: the device's. The server
   * cannot know it and renders the hotel's time alone (src/scripts/hotel-deadlines.ts adds the
   * visitor's before the island wakes).
   */
  viewerZone: string | undefined;
  nights: number;
  agent: boolean;
  display: PriceDisplay;
  /** Ticked for the agent's proposal. */
  chosen: boolean;
  onChoose: (rateId: string) => void;
  href: string;
}

function RateRow(props: RowProps) {
  const { t, iso, rate, timeZone, viewerZone, nights, agent, display, chosen, onChoose, href } =
    props;
  const breakdown = priceBreakdown(rate.price, { agent, display });
  const currency = rate.price.total.currency;
  const shown = breakdown?.shown ?? Number.NaN;
  const board = t(`board.${rate.board}`);
  return (
    <li
      className="grid gap-3 px-5 py-4 sm:grid-cols-[1fr_auto_auto] sm:items-center"
      data-rate={rate.rate_id}
      data-board={rate.board}
      data-refundable={rate.refundable ? '1' : '0'}
    >
      <div>
        <p className="font-bold">{board}</p>
        {rate.refundable && rate.cancellation.free_until ? (
          <>
            <p
              className="text-sm font-bold text-emerald-700 dark:text-emerald-400"
              data-free-until={rate.cancellation.free_until}
              data-time-zone={timeZone ?? undefined}
              // The page's script may have added the visitor's time before the island woke.
              suppressHydrationWarning
            >
              {t('cancel.freeUntil', {
                date: formatHotelDeadline(
                  rate.cancellation.free_until,
                  timeZone,
                  iso,
                  t,
                  viewerZone,
                ),
              })}
            </p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t('cancel.afterPenalty', {
                amount: money(rate.cancellation.penalty.amount, currency, iso),
              })}
            </p>
          </>
        ) : (
          <>
            <p className="text-sm font-bold text-slate-700 dark:text-slate-300">
              {t('cancel.nonRefundable')}
            </p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t('cancel.penalty', {
                amount: money(rate.cancellation.penalty.amount, currency, iso),
              })}
            </p>
          </>
        )}
      </div>
      <div className="sm:text-end">
        {agent && breakdown?.agent && (
          <p className="text-xs font-bold tracking-wide text-slate-500 uppercase">
            {t(`agent.${display}`)}
          </p>
        )}
        <p className="text-xl font-black" data-price={shown}>
          {money(shown, currency, iso)}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('rates.perNight', { amount: money(shown, currency, iso, { divisor: nights }) })}
        </p>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {t('rates.totalFor', { count: nights })}
        </p>
        {agent && breakdown?.agent && (
          <p className="text-sm font-bold text-emerald-700 dark:text-emerald-400" data-commission>
            {t('agent.commission', { amount: money(breakdown.agent.commission, currency, iso) })}
          </p>
        )}
        {agent && breakdown?.agent && breakdown.agent.markup > 0 && (
          <p className="text-sm font-bold text-emerald-700 dark:text-emerald-400" data-markup>
            {t('agent.markup', { amount: money(breakdown.agent.markup, currency, iso) })}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <a
          href={href}
          className={buttonClass('primary')}
          aria-label={t('rates.chooseLabel', { room: rate.room_name, board })}
          data-choose
        >
          {t('rates.choose')}
        </a>
        {agent && (
          <label className="inline-flex items-center gap-2 text-sm font-bold">
            <input
              type="checkbox"
              checked={chosen}
              onChange={() => onChoose(rate.rate_id)}
              aria-label={t('proposal.addLabel', { room: rate.room_name, board })}
              data-proposal-add
            />
            {t('proposal.add')}
          </label>
        )}
      </div>
    </li>
  );
}
