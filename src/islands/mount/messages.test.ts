import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '../../lib/i18n/locales';
import { MESSAGE_SETS, type MessageSet } from './message-sets';
import { provideIslandMessages } from './provide';
import { islandMessages } from './messages';

const names = Object.keys(MESSAGE_SETS) as MessageSet[];

/** The browser's side in a module of its own, as a page that loaded no set yet has it. */
async function loadedInBrowser(iso: string, name: MessageSet) {
  vi.resetModules();
  vi.stubGlobal('document', { documentElement: { lang: iso } });
  const browser = await import('./messages');
  await browser.loadIslandMessages([name]);
  const locale = browser.pageLocale();
  return { locale, messages: browser.islandMessages(locale, name) };
}

/**
 * The messages an island can show in a locale: the server fills gaps from English, which adds
 * plural forms the locale's grammar never selects (`_one` in Japanese); those never show.
 */
function shown(iso: string, messages: Record<string, string>) {
  const forms = new Intl.PluralRules(iso).resolvedOptions().pluralCategories as string[];
  return Object.fromEntries(
    Object.entries(messages).filter(([id]) => {
      const form = /_(one|two|few|many)$/.exec(id)?.[1];
      return form === undefined || forms.includes(form);
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// An island's first render in the browser must match the server's HTML: the set the browser
// loads with the island's code is the one the server picked for the page.
describe('island message sets', () => {
  for (const { code, iso } of LOCALES) {
    it(`are the same on the server and in the browser in ${code}`, async () => {
      for (const name of names) {
        provideIslandMessages(code, name);
        const server = islandMessages(code, name);
        expect(Object.keys(server).length).toBeGreaterThan(0);
        const browser = await loadedInBrowser(iso, name);
        expect(browser.locale).toBe(code);
        expect(shown(iso, browser.messages)).toEqual(shown(iso, server));
      }
    });
  }

  it('are empty for an island whose set nobody provided or loaded', () => {
    expect(islandMessages('xx', 'header')).toEqual({});
  });
});
