import { useCallback, useEffect, useRef, useState } from 'react';
import type { T } from '../../lib/i18n/messages';
import { formatDayRange } from '../../lib/dates';
import { formatDay } from '../../lib/search/dates';
import { nightsBetween } from '../../lib/search-query';
import { Modal } from '../ui/Modal';
import type { Calendar } from './calendar';
import { Icon } from '../ui/Icon';
import * as glyphs from '../ui/glyphs';

interface Props {
  t: T;
  iso: string;
  rtl: boolean;
  today: string;
  checkIn: string;
  checkOut: string;
  onChange: (checkIn: string, checkOut: string) => void;
  id: string;
  /** Ids of the visible label and the button itself: the name says what and what is chosen. */
  labelledBy: string;
}

const loadCalendar = () => import('./calendar');
/**
 * SPEC section 5 asks for 13 calendars: the selectable year runs from today's month to the
 * same month a year later. flatpickr's `showMonths: 13` lays them side by side, which no
 * phone can show, so phones get all 13 stacked in one scrolling column (the natural
 * gesture there), and wider screens two side by side whose arrows reach the same 13 months.
 */
const PHONE = '(max-width: 639px)';

/**
 * The stay's dates: a button that opens a dialog with the flatpickr range calendar
 * (SPEC section 5 rules). Choosing the check-out day completes the stay and closes the
 * dialog; closing it earlier keeps the dates as they were.
 */
export function DateRangeField({
  t,
  iso,
  rtl,
  today,
  checkIn,
  checkOut,
  onChange,
  id,
  labelledBy,
}: Props) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string[]>([checkIn, checkOut]);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const host = useRef<HTMLDivElement>(null);
  const calendar = useRef<Calendar | null>(null);
  const [column, setColumn] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  // Each opening starts from the stay's dates, in the layout the screen has then.
  const openDialog = () => {
    setDraft([checkIn, checkOut]);
    setReady(false);
    setFailed(false);
    setColumn(window.matchMedia(PHONE).matches);
    setOpen(true);
  };

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    loadCalendar()
      .then(({ mountCalendar }) => {
        if (cancelled || !host.current) return;
        calendar.current = mountCalendar(host.current, {
          iso,
          rtl,
          today,
          checkIn,
          checkOut,
          layout: column ? 'column' : 'pair',
          labels: { previousMonth: t('dates.previousMonth'), nextMonth: t('dates.nextMonth') },
          onChange: (dates) => {
            setDraft(dates);
            const [start, end] = dates;
            if (start && end) {
              onChange(start, end);
              setOpen(false);
            }
          },
        });
        setReady(true);
        calendar.current.focus();
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      calendar.current?.destroy();
      calendar.current = null;
    };
    // Built once per opening, from the dates and layout it opened with: later prop changes
    // must not rebuild it under the visitor's fingers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const nights = nightsBetween(checkIn, checkOut);
  const [start, end] = draft;
  const status = !start
    ? t('dates.chooseCheckIn')
    : !end
      ? t('dates.chooseCheckOut', { date: formatDay(start, iso) })
      : t('dates.chosen', {
          checkIn: formatDay(start, iso),
          checkOut: formatDay(end, iso),
          count: nightsBetween(start, end),
        });

  return (
    <>
      <button
        id={id}
        type="button"
        aria-labelledby={labelledBy}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={openDialog}
        onPointerEnter={() => void loadCalendar()}
        onFocus={() => void loadCalendar()}
        className="flex w-full items-center gap-3 rounded-xl border border-slate-300 bg-page px-3 py-3 text-start hover:border-brand dark:border-slate-600"
      >
        <Icon glyph={glyphs.calendar} className="h-5 w-5 shrink-0 text-slate-400" />
        <span className="min-w-0 flex-1">
          <span className="block font-bold break-words" data-stay-dates>
            {formatDayRange(checkIn, checkOut, iso)}
          </span>
          <span className="block text-sm text-slate-500 dark:text-slate-400">
            {t('dates.nights', { count: nights })}
          </span>
        </span>
      </button>
      <Modal
        open={open}
        onClose={close}
        title={t('dates.title')}
        closeLabel={t('form.close')}
        className="sm:max-w-[42rem]!"
        footer={
          // Under the months, not above them: on a phone's column of 13 months it stays in
          // view while the visitor scrolls to a later one.
          <p role="status" aria-live="polite" className="font-bold" data-stay-status>
            {status}
          </p>
        }
      >
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('dates.hint')}</p>
        {!ready && !failed && <p className="mt-4 text-slate-500">{t('dates.loading')}</p>}
        {failed && (
          <p role="alert" className="mt-4 text-red-600 dark:text-red-400">
            {t('dates.loadFailed')}
          </p>
        )}
        <div
          ref={host}
          className={`stay-calendar mt-3 ${column ? 'is-column' : ''}`}
          data-calendar
        />
      </Modal>
    </>
  );
}
