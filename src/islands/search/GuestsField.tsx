import { useCallback, useState } from 'react';
import { countGuests } from '../../lib/booking/guests';
import type { T } from '../../lib/i18n/messages';
import { formatList } from '../../lib/lists';
import { LIMITS, type Room } from '../../lib/search-query';
import { formatNumberRange } from '../../lib/units';
import { Modal } from '../ui/Modal';
import { Icon } from '../ui/Icon';
import * as glyphs from '../ui/glyphs';
import { buttonClass } from '../ui/button';

/** A room being edited: a child's age is null until chosen. */
export interface DraftRoom {
  adults: number;
  children: (number | null)[];
}

interface Props {
  t: T;
  /** BCP 47 tag of the page, for the summary list. */
  iso: string;
  rooms: DraftRoom[];
  onChange: (rooms: DraftRoom[]) => void;
  id: string;
  /** Ids of the visible label and the button itself: the name says what and what is chosen. */
  labelledBy: string;
  error?: string | undefined;
  /** Opened from outside (a missing child age on submit). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The rooms of a search when every child's age is known, else undefined. */
export function completeRooms(rooms: DraftRoom[]): Room[] | undefined {
  if (rooms.some((r) => r.children.some((age) => age === null))) return undefined;
  return rooms.map((r) => ({ adults: r.adults, children: r.children as number[] }));
}

/** Short summary: "2 adults, 1 child, and 1 room". */
export function guestsSummary(
  t: T,
  rooms: readonly { adults: number; children: unknown[] }[],
  iso: string,
) {
  const totals = countGuests(rooms);
  return formatList(
    [
      t('guests.adults', { count: totals.adults }),
      totals.children > 0 ? t('guests.children', { count: totals.children }) : null,
      t('guests.rooms', { count: totals.rooms }),
    ],
    iso,
  );
}

function Stepper({
  label,
  value,
  min,
  max,
  onChange,
  less,
  more,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  less: string;
  more: string;
}) {
  const button =
    'flex h-10 w-10 items-center justify-center rounded-full border border-slate-300 text-xl font-bold hover:border-brand hover:text-brand disabled:opacity-40 disabled:hover:border-slate-300 disabled:hover:text-inherit dark:border-slate-600';
  return (
    <div role="group" aria-label={label} className="flex items-center justify-between gap-4 py-2">
      <span className="font-bold">{label}</span>
      <span className="flex items-center gap-3">
        <button
          type="button"
          className={button}
          aria-label={less}
          disabled={value <= min}
          onClick={() => onChange(value - 1)}
        >
          −
        </button>
        <output aria-live="polite" className="w-6 text-center font-bold">
          {value}
        </output>
        <button
          type="button"
          className={button}
          aria-label={more}
          disabled={value >= max}
          onClick={() => onChange(value + 1)}
        >
          +
        </button>
      </span>
    </div>
  );
}

/**
 * Guests: rooms (1-8), adults (1-8) and children (0-6, each with an age 0-17) per room,
 * edited in a dialog; the field shows a summary.
 */
export function GuestsField({
  t,
  iso,
  rooms,
  onChange,
  id,
  labelledBy,
  error,
  open,
  onOpenChange,
}: Props) {
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  const [announce, setAnnounce] = useState('');
  const update = (index: number, room: DraftRoom) =>
    onChange(rooms.map((r, i) => (i === index ? room : r)));

  return (
    <>
      <button
        id={id}
        type="button"
        aria-labelledby={labelledBy}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onClick={() => onOpenChange(true)}
        className="flex w-full items-center gap-3 rounded-xl border border-slate-300 bg-page px-3 py-3 text-start hover:border-brand aria-[invalid=true]:border-red-500 dark:border-slate-600"
      >
        <Icon glyph={glyphs.guests} className="h-5 w-5 shrink-0 text-slate-400" />
        <span className="min-w-0 flex-1 font-bold break-words" data-guests-summary>
          {guestsSummary(t, rooms, iso)}
        </span>
      </button>
      <Modal open={open} onClose={close} title={t('guests.title')} closeLabel={t('form.close')}>
        <div className="space-y-4">
          {rooms.map((room, index) => (
            <fieldset
              key={index}
              className="rounded-xl border border-slate-200 p-4 dark:border-slate-700"
            >
              <legend className="px-1 text-sm font-bold text-slate-500 dark:text-slate-400">
                {t('guests.room', { number: index + 1 })}
              </legend>
              <Stepper
                label={t('guests.adultsLabel')}
                value={room.adults}
                min={LIMITS.adults.min}
                max={LIMITS.adults.max}
                less={t('guests.lessAdults', { number: index + 1 })}
                more={t('guests.moreAdults', { number: index + 1 })}
                onChange={(adults) => update(index, { ...room, adults })}
              />
              <Stepper
                label={t('guests.childrenLabel', {
                  ages: formatNumberRange(0, LIMITS.children.maxAge, iso),
                })}
                value={room.children.length}
                min={0}
                max={LIMITS.children.max}
                less={t('guests.lessChildren', { number: index + 1 })}
                more={t('guests.moreChildren', { number: index + 1 })}
                onChange={(count) =>
                  update(index, {
                    ...room,
                    children:
                      count > room.children.length
                        ? [...room.children, null]
                        : room.children.slice(0, count),
                  })
                }
              />
              {room.children.length > 0 && (
                <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3">
                  {room.children.map((age, child) => (
                    <label key={child} className="text-sm">
                      <span className="mb-1 block text-slate-600 dark:text-slate-300">
                        {t('guests.childAge', { number: child + 1 })}
                      </span>
                      <select
                        value={age ?? ''}
                        data-child-age
                        aria-invalid={error && age === null ? true : undefined}
                        onChange={(e) =>
                          update(index, {
                            ...room,
                            children: room.children.map((a, i) =>
                              i === child
                                ? e.target.value === ''
                                  ? null
                                  : Number(e.target.value)
                                : a,
                            ),
                          })
                        }
                        className="w-full rounded-lg border border-slate-300 bg-page px-2 py-2 aria-[invalid=true]:border-red-500 dark:border-slate-600"
                      >
                        <option value="">{t('guests.chooseAge')}</option>
                        {Array.from({ length: LIMITS.children.maxAge + 1 }, (_, a) => (
                          <option key={a} value={a}>
                            {t('guests.age', { count: a })}
                          </option>
                        ))}
                      </select>
                    </label>
                  ))}
                </div>
              )}
              {rooms.length > 1 && (
                <button
                  type="button"
                  onClick={() => {
                    onChange(rooms.filter((_, i) => i !== index));
                    setAnnounce(t('guests.roomRemoved', { number: index + 1 }));
                  }}
                  className="mt-3 text-sm font-bold text-brand hover:underline"
                >
                  {t('guests.removeRoom', { number: index + 1 })}
                </button>
              )}
            </fieldset>
          ))}
        </div>
        {error && (
          <p role="alert" className="mt-3 text-sm text-red-600 dark:text-red-400">
            {error}
          </p>
        )}
        <div className="sticky bottom-0 mt-4 flex flex-wrap items-center justify-between gap-3 bg-page py-2">
          <button
            type="button"
            disabled={rooms.length >= LIMITS.rooms.max}
            onClick={() => {
              onChange([...rooms, { adults: 2, children: [] }]);
              setAnnounce(t('guests.roomAdded', { number: rooms.length + 1 }));
            }}
            className={buttonClass('secondary', 'sm')}
          >
            {t('guests.addRoom')}
          </button>
          <button type="button" onClick={close} className={buttonClass('primary')}>
            {t('guests.done')}
          </button>
        </div>
        <div role="status" aria-live="polite" className="sr-only">
          {announce}
        </div>
      </Modal>
    </>
  );
}
