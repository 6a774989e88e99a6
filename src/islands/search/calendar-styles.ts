/**
 * The calendar's stylesheets (flatpickr's and ours), added to the page when the calendar
 * first loads. Imported as URLs so that Astro does not link them from every page that has a
 * date field: a page paints only the CSS it shows.
 */
import flatpickrStyles from 'flatpickr/dist/flatpickr.min.css?url';
import calendarStyles from './calendar.css?url';

/** Links both stylesheets once; resolves when they apply (or failed: the calendar still works). */
export function loadCalendarStyles(): Promise<unknown> {
  return Promise.all(
    [flatpickrStyles, calendarStyles].map((href) => {
      const present = document.querySelector(`link[rel="stylesheet"][href="${href}"]`);
      if (present) return Promise.resolve();
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      const loaded = new Promise((resolve) => {
        link.onload = resolve;
        link.onerror = resolve;
      });
      document.head.append(link);
      return loaded;
    }),
  );
}
