import { useId, useState, type SubmitEvent } from 'react';
import type { T } from '../../lib/i18n/messages';
import {
  buildSearchParams,
  formatGuests,
  LIMITS,
  parseSearchQuery,
  type Correction,
  type Room,
  type SearchQuery,
} from '../../lib/search-query';
import { DateRangeField } from '../search/DateRangeField';
import { guestsText } from './format';
import { Icon } from '../ui/Icon';
import * as glyphs from '../ui/glyphs';
import { buttonClass } from '../ui/button';

interface Props {
  t: T;
  /** BCP 47 tag of the page, for the guests summary. */
  iso: string;
  query: SearchQuery;
  today: string;
  onChange: (query: SearchQuery, corrections: Correction[]) => void;
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

const field =
  'mt-1 w-full rounded-lg border border-slate-300 bg-page px-3 py-2 dark:border-slate-600';

/**
 * Dates and guests of the stay the rates are for. The dates use the search form's range
 * calendar, so the stay rules of SPEC section 5 hold here too; its texts come from the
 * search namespace's `dates.`, `form.dates` and `form.close` keys in the island's messages.
 */
export function StayForm({ t, iso, query, today, onChange }: Props) {
  const id = useId();
  const [checkIn, setCheckIn] = useState(query.check_in);
  const [checkOut, setCheckOut] = useState(query.check_out);
  const [rooms, setRooms] = useState<Room[]>(query.rooms);
  const rtl = typeof document !== 'undefined' && document.documentElement.dir === 'rtl';

  const setRoom = (index: number, room: Room) =>
    setRooms(rooms.map((r, i) => (i === index ? room : r)));

  function submit(event: SubmitEvent) {
    event.preventDefault();
    const params = buildSearchParams({
      ...query,
      check_in: checkIn,
      check_out: checkOut,
      rooms,
      session: null,
    });
    const { query: next, corrections } = parseSearchQuery(params, {
      currency: query.currency,
      today,
    });
    setCheckIn(next.check_in);
    setCheckOut(next.check_out);
    setRooms(next.rooms);
    onChange({ ...next, country: query.country, currency: query.currency }, corrections);
  }

  return (
    <form
      onSubmit={submit}
      className="mt-4 grid gap-3 rounded-2xl bg-slate-50 p-4 sm:grid-cols-[1fr_1fr_1.4fr_auto] sm:items-end dark:bg-slate-800/60"
      aria-label={t('stay.label')}
      data-stay-form
    >
      <div className="sm:col-span-2">
        <span id={`${id}-dates-label`} className="block text-sm font-bold">
          {t('form.dates')}
        </span>
        <div className="mt-1">
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
            id={`${id}-dates`}
            labelledBy={`${id}-dates-label ${id}-dates`}
          />
        </div>
      </div>
      <details className="group relative text-sm">
        <summary
          className={`${field} flex cursor-pointer list-none items-center justify-between gap-2`}
          data-guests-summary
        >
          <span>
            <span className="sr-only">{t('stay.guests')} </span>
            {guestsText(t, formatGuests(rooms), iso)}
          </span>
          <Icon glyph={glyphs.chevronDown} className="h-4 w-4 shrink-0" />
        </summary>
        <div className="absolute inset-x-0 z-20 mt-1 max-h-96 space-y-4 overflow-y-auto rounded-xl border border-slate-200 bg-page p-4 shadow-lg sm:min-w-72 dark:border-slate-700">
          {rooms.map((room, index) => (
            <fieldset key={index} className="space-y-2" data-room={index + 1}>
              <legend className="flex w-full items-center justify-between font-bold">
                {t('stay.room', { number: index + 1 })}
              </legend>
              <div className="grid grid-cols-2 gap-2">
                <label className="block">
                  {t('stay.adults')}
                  <select
                    className={field}
                    value={room.adults}
                    onChange={(e) => setRoom(index, { ...room, adults: Number(e.target.value) })}
                  >
                    {range(LIMITS.adults.min, LIMITS.adults.max).map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="block">
                  {t('stay.children')}
                  <select
                    className={field}
                    value={room.children.length}
                    onChange={(e) => {
                      const count = Number(e.target.value);
                      const children = room.children.slice(0, count);
                      while (children.length < count) children.push(8);
                      setRoom(index, { ...room, children });
                    }}
                  >
                    {range(0, LIMITS.children.max).map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                </label>
                {room.children.map((age, child) => (
                  <label key={child} className="block">
                    {t('stay.childAge', { number: child + 1 })}
                    <select
                      className={field}
                      value={age}
                      onChange={(e) =>
                        setRoom(index, {
                          ...room,
                          children: room.children.map((a, i) =>
                            i === child ? Number(e.target.value) : a,
                          ),
                        })
                      }
                    >
                      {range(0, LIMITS.children.maxAge).map((n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </select>
                  </label>
                ))}
              </div>
              {rooms.length > 1 && (
                <button
                  type="button"
                  onClick={() => setRooms(rooms.filter((_, i) => i !== index))}
                  className="text-sm font-bold text-red-700 hover:underline dark:text-red-400"
                >
                  {t('stay.removeRoom', { number: index + 1 })}
                </button>
              )}
            </fieldset>
          ))}
          {rooms.length < LIMITS.rooms.max && (
            <button
              type="button"
              onClick={() => setRooms([...rooms, { adults: 2, children: [] }])}
              className="font-bold text-brand hover:underline"
            >
              {t('stay.addRoom')}
            </button>
          )}
        </div>
      </details>
      <button type="submit" className={buttonClass('primary')}>
        {t('stay.update')}
      </button>
    </form>
  );
}
