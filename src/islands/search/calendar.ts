/**
 * The flatpickr range calendar of the date field, loaded only when the visitor opens it
 * (flatpickr and its styles are not part of the page's first download).
 */
import flatpickr from 'flatpickr';
import type { DayElement, Instance } from 'flatpickr/dist/types/instance';
import type { CustomLocale } from 'flatpickr/dist/types/locale';
import { formatMonth } from '../../lib/dates';
import {
  calendarLocale,
  dayLabel,
  isoOfLocalDate,
  localDateOf,
  selectableRange,
  withinStay,
} from '../../lib/search/dates';
import { loadCalendarStyles } from './calendar-styles';

// The calendar shows styled from its first frame.
await loadCalendarStyles();

export interface CalendarOptions {
  iso: string;
  rtl: boolean;
  today: string;
  checkIn: string;
  checkOut: string;
  /**
   * `column`: all 13 months (today's month to the same month next year, SPEC section 5)
   * stacked in a scrolling column, for phones; `pair`: two months side by side with
   * previous/next buttons that reach the same 13 months, for wider screens.
   */
  layout: 'column' | 'pair';
  labels: { previousMonth: string; nextMonth: string };
  /** Every selection change: one date while choosing, two when the stay is complete. */
  onChange: (dates: string[]) => void;
}

export interface Calendar {
  /** Moves keyboard focus to the check-in day (or today). */
  focus: () => void;
  destroy: () => void;
}

const KEY_CODES: Record<string, number> = { ArrowLeft: 37, ArrowRight: 39 };

const monthIndex = (date: Date) => date.getFullYear() * 12 + date.getMonth();

/** The day (its element carries its local-midnight date) a click or Enter chose, when it
 * can be chosen (flatpickr's own test). */
function chosenDay(target: EventTarget | null, container: HTMLElement): DayElement | null {
  const day = target instanceof Element ? target.closest<HTMLElement>('.flatpickr-day') : null;
  if (!day || !container.contains(day) || !('dateObj' in day)) return null;
  const { classList } = day;
  if (['flatpickr-disabled', 'notAllowed', 'hidden'].some((name) => classList.contains(name))) {
    return null;
  }
  return day as DayElement;
}

/** Builds the calendar inside `host`. */
export function mountCalendar(host: HTMLElement, options: CalendarOptions): Calendar {
  const { min, max } = selectableRange(options.today);
  const column = options.layout === 'column';
  // Narrow weekday headings ("M"): seven columns of 40 px are too tight for the short
  // names of many languages ("יום ב׳", "Mo.").
  const names = calendarLocale(options.iso, 'narrow');
  // The first day of a stay being chosen: days too close or too far from it are disabled,
  // so only 2 to 31 days (1 to 30 nights) can be selected. Read from flatpickr's selection
  // (`isEnabled`), which `choose` below sets before it marks the days.
  let instance: Instance | null = null;
  const anchorOf = (fp: Instance | null): string | null =>
    fp?.selectedDates.length === 1 ? isoOfLocalDate(fp.selectedDates[0] as Date) : null;

  // Month titles as the language writes them ("July 2026", "2026年7月"): on each month of
  // the phone column, and in place of flatpickr's month name + year field side by side.
  const labelMonths = (fp: Instance) => {
    const title = (i: number) => {
      const date = new Date(fp.currentYear, fp.currentMonth + i, 1);
      return formatMonth(date.getFullYear(), date.getMonth(), options.iso);
    };
    const containers = fp.daysContainer?.querySelectorAll<HTMLElement>('.dayContainer') ?? [];
    containers.forEach((container, i) => {
      container.dataset.month = title(i);
    });
    fp.calendarContainer
      .querySelectorAll<HTMLElement>('.flatpickr-current-month')
      .forEach((heading, i) => {
        heading.dataset.month = title(i);
      });
  };

  const focusDay = (fp: Instance) => {
    const days = [
      ...(fp.daysContainer?.querySelectorAll<DayElement>('.flatpickr-day:not(.hidden)') ?? []),
    ];
    const wanted =
      days.find((d) => d.classList.contains('startRange') || d.classList.contains('selected')) ??
      days.find((d) => d.classList.contains('today'));
    wanted?.focus({ preventScroll: !column });
    if (column) wanted?.scrollIntoView({ block: 'center' });
  };

  // flatpickr stops its next arrow only when the *first* month shown passes the last
  // selectable one, so two months side by side would page on to a 14th month with no
  // selectable day (SPEC section 5: 13 months). After each move (flatpickr sets its arrows
  // after its own hooks run, hence the microtask), the pair is kept within the 13 months
  // and the arrows follow.
  const lastMonth = monthIndex(localDateOf(max));
  const keepWithinRange = (fp: Instance) => {
    if (column) return;
    queueMicrotask(() => {
      const lastShown = fp.currentYear * 12 + fp.currentMonth + 1;
      if (lastShown > lastMonth) {
        fp.changeMonth(lastMonth - lastShown);
        return;
      }
      const atEnd = lastShown >= lastMonth;
      fp._hideNextMonthArrow = atEnd;
      fp.calendarContainer
        .querySelector('.flatpickr-next-month')
        ?.setAttribute('aria-disabled', String(atEnd));
      fp.calendarContainer
        .querySelector('.flatpickr-prev-month')
        ?.setAttribute('aria-disabled', String(fp._hidePrevMonthArrow));
    });
  };

  // flatpickr needs an input; the calendar itself goes inside `host` (appendTo).
  const input = document.createElement('input');
  input.type = 'hidden';
  input.tabIndex = -1;
  input.setAttribute('aria-hidden', 'true');
  host.append(input);
  const fp = flatpickr(input, {
    inline: true,
    appendTo: host,
    mode: 'range',
    showMonths: column ? 13 : 2,
    minDate: localDateOf(min),
    maxDate: localDateOf(max),
    defaultDate: [localDateOf(options.checkIn), localDateOf(options.checkOut)],
    locale: names as unknown as CustomLocale,
    // Every date flatpickr writes goes through Intl: day labels for screen readers in the
    // language ("14 July 2026", "2026年7月14日"), the hidden input's value as YYYY-MM-DD.
    ariaDateFormat: 'aria',
    dateFormat: 'Y-m-d',
    formatDate: (date: Date, format: string) =>
      format === 'aria' ? dayLabel(date, options.iso) : isoOfLocalDate(date),
    disableMobile: true,
    monthSelectorType: 'static',
    disable: [
      (date: Date) => {
        const anchor = anchorOf(instance);
        if (anchor === null) return false;
        const day = isoOfLocalDate(date);
        return day !== anchor && !withinStay(anchor, day);
      },
    ],
    onReady: (_dates, _text, ready) => {
      instance = ready;
      // Always start the column at today's month so all 13 months are in it.
      if (column) ready.jumpToDate(localDateOf(options.today));
      labelMonths(ready);
      keepWithinRange(ready);
      // The year is shown, not typed: months are reached with the arrows (or the column).
      ready.calendarContainer.querySelectorAll<HTMLInputElement>('.cur-year').forEach((year) => {
        year.readOnly = true;
        year.tabIndex = -1;
      });
      for (const [selector, label, delta] of [
        ['.flatpickr-prev-month', options.labels.previousMonth, -1],
        ['.flatpickr-next-month', options.labels.nextMonth, 1],
      ] as const) {
        const arrow = ready.calendarContainer.querySelector<HTMLElement>(selector);
        if (!arrow) continue;
        arrow.setAttribute('role', 'button');
        arrow.setAttribute('tabindex', '0');
        arrow.setAttribute('aria-label', label);
        arrow.addEventListener('keydown', (event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          ready.changeMonth(delta);
        });
      }
    },
    onMonthChange: (_dates, _text, instance) => {
      labelMonths(instance);
      keepWithinRange(instance);
    },
    onYearChange: (_dates, _text, instance) => labelMonths(instance),
  });
  // flatpickr turns its input into a visible text field: this one only carries the value.
  input.style.display = 'none';

  // flatpickr moves by day with ArrowLeft/ArrowRight as if the grid ran left to right;
  // in right-to-left pages the next day is on the left, so the keys are swapped.
  const swapped = new WeakSet<Event>();
  const onKeyDown = (event: KeyboardEvent) => {
    if (!options.rtl || swapped.has(event) || !(event.key in KEY_CODES)) return;
    const target = event.target as HTMLElement;
    if (!target.classList.contains('flatpickr-day')) return;
    event.stopPropagation();
    event.preventDefault();
    const key = event.key === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
    const copy = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    Object.defineProperty(copy, 'keyCode', { value: KEY_CODES[key] });
    swapped.add(copy);
    target.dispatchEvent(copy);
  };
  // Capture: flatpickr's own listener sits on the calendar, below `host`.
  host.addEventListener('keydown', onKeyDown, true);

  // flatpickr answers a chosen day by drawing every day of every month again, twice when a
  // stay was complete (its clear() draws them too): 168 new elements in the pair, about 1,100
  // in the phone's column, then a focus that lays them all out, inside the click's task. A
  // choice only changes which days are chosen, in the stay or out of reach, so the calendar
  // makes it here, on the days already drawn; the clicked day keeps its focus.
  const markDays = () => {
    const [start, end] = fp.selectedDates.map((date) => date.getTime());
    const days = fp.daysContainer?.querySelectorAll<DayElement>('.flatpickr-day') ?? [];
    for (const day of days) {
      const time = day.dateObj.getTime();
      const enabled = fp.isEnabled(day.dateObj, true);
      const isStart = enabled && time === start;
      const isEnd = enabled && time === end;
      const { classList } = day;
      // notAllowed and the range classes may be left from flatpickr's preview under the pointer.
      classList.remove('notAllowed');
      classList.toggle('flatpickr-disabled', !enabled);
      classList.toggle('selected', isStart || isEnd);
      classList.toggle('startRange', isStart);
      classList.toggle('endRange', isEnd);
      classList.toggle(
        'inRange',
        start !== undefined && end !== undefined && time > start && time < end,
      );
      if (enabled) day.tabIndex = -1;
      else day.removeAttribute('tabindex');
    }
  };
  const choose = (day: DayElement) => {
    const [anchor] = fp.selectedDates;
    const date = new Date(day.dateObj.getTime());
    // A new stay starts on any day once one is complete; the same day twice is not a stay and
    // stays the check-in being chosen.
    fp.selectedDates =
      fp.selectedDates.length !== 1 || !anchor || anchor.getTime() === date.getTime()
        ? [date]
        : [anchor, date].sort((a, b) => a.getTime() - b.getTime());
    fp.latestSelectedDateObj = date;
    fp.selectedDateElem = day;
    fp.updateValue(false);
    markDays();
    options.onChange(fp.selectedDates.map(isoOfLocalDate));
  };
  const onChoice = (event: Event) => {
    if (event instanceof KeyboardEvent && event.key !== 'Enter') return;
    const day = fp.daysContainer && chosenDay(event.target, fp.daysContainer);
    if (!day) return;
    event.stopPropagation();
    event.preventDefault();
    choose(day);
  };
  host.addEventListener('click', onChoice, true);
  host.addEventListener('keydown', onChoice, true);

  return {
    focus: () => focusDay(fp),
    destroy: () => {
      host.removeEventListener('keydown', onKeyDown, true);
      host.removeEventListener('click', onChoice, true);
      host.removeEventListener('keydown', onChoice, true);
      fp.destroy();
      input.remove();
    },
  };
}
