import { afterEach, describe, expect, it, vi } from 'vitest';
import { getLocale } from '../lib/i18n/locales';
import { pickMessages } from '../lib/i18n/i18n';

/** 23:59:59 on 12 January 2027 in Honolulu. */
const HONOLULU = '2027-01-13T09:59:59Z';

/** A deadline line as the server renders it: the hotel's time alone. */
function line(instant: string, zone?: string) {
  return {
    dataset: { freeUntil: instant, ...(zone ? { timeZone: zone } : {}) },
    textContent: 'Free cancellation until 12 January, 23:59, Honolulu time',
  };
}

/** The element around the rates, with the words of a deadline in `locale`. */
function ratesSection(locale: string, lines: ReturnType<typeof line>[]) {
  const messages = {
    ...pickMessages(locale, ['hotelTime.'], 'common'),
    ...pickMessages(locale, ['cancel.freeUntil'], 'booking'),
  };
  return {
    dataset: { iso: getLocale(locale).iso, deadlineMessages: JSON.stringify(messages) },
    querySelectorAll: () => lines,
    /** The rates' island, woken (`astro-island:not([ssr])`) or not. */
    querySelector: () => null as unknown,
  };
}

/** The browser's IntersectionObserver, driven by the test: `enter()` brings the rates near. */
function stubObserver() {
  const observed: unknown[] = [];
  let notify: (entries: { isIntersecting: boolean }[]) => void = () => {};
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: typeof notify) {
        notify = callback;
      }
      observe(element: unknown) {
        observed.push(element);
      }
      disconnect() {
        observed.length = 0;
      }
    },
  );
  return {
    observed,
    enter: () => notify([{ isIntersecting: true }]),
    away: () => notify([{ isIntersecting: false }]),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('the deadlines of a hotel page', () => {
  it('get the visitor’s own time beside the hotel’s, in the page’s language', async () => {
    vi.stubEnv('TZ', 'Asia/Jerusalem');
    const en = [line(HONOLULU, 'Pacific/Honolulu')];
    const he = [line(HONOLULU, 'Pacific/Honolulu')];
    vi.stubGlobal('document', { querySelector: () => ratesSection('en', en) });
    const { showViewerDeadlines } = await import('./hotel-deadlines');
    expect(en[0]?.textContent).toBe(
      'Free cancellation until 12 January, 23:59, Honolulu time (13 January, 11:59 your time)',
    );
    showViewerDeadlines(ratesSection('he', he) as unknown as HTMLElement);
    expect(he[0]?.textContent).toContain('(13 בינואר, 11:59 לפי השעון שלכם)');
  });

  it('are completed as the rates come near the screen, not as the page loads', async () => {
    vi.stubEnv('TZ', 'Asia/Jerusalem');
    const observer = stubObserver();
    const lines = [line(HONOLULU, 'Pacific/Honolulu')];
    const section = ratesSection('en', lines);
    vi.stubGlobal('document', { querySelector: () => section });
    await import('./hotel-deadlines');
    const serverText = 'Free cancellation until 12 January, 23:59, Honolulu time';
    expect(observer.observed).toEqual(lines);
    observer.away();
    expect(lines[0]?.textContent).toBe(serverText);
    observer.enter();
    expect(lines[0]?.textContent).toBe(`${serverText} (13 January, 11:59 your time)`);
    expect(observer.observed).toEqual([]);
  });

  it('are left to the rates’ island when it woke before they came near', async () => {
    vi.stubEnv('TZ', 'Asia/Jerusalem');
    const observer = stubObserver();
    const lines = [line(HONOLULU, 'Pacific/Honolulu')];
    const section = { ...ratesSection('en', lines), querySelector: () => ({}) };
    vi.stubGlobal('document', { querySelector: () => section });
    await import('./hotel-deadlines');
    observer.enter();
    expect(lines[0]?.textContent).toBe('Free cancellation until 12 January, 23:59, Honolulu time');
  });

  it('say the hotel’s time alone when the visitor’s clock reads the same', async () => {
    vi.stubEnv('TZ', 'Pacific/Honolulu');
    vi.stubGlobal('document', { querySelector: () => null });
    const { showViewerDeadlines } = await import('./hotel-deadlines');
    const lines = [line(HONOLULU, 'Pacific/Honolulu')];
    showViewerDeadlines(ratesSection('en', lines) as unknown as HTMLElement);
    expect(lines[0]?.textContent).toBe('Free cancellation until 12 January, 23:59, Honolulu time');
  });
});
