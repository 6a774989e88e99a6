// @vitest-environment happy-dom
/**
 * The search form as a visitor uses it (issue 4): what it says when something is missing, the
 * destination list driven by the keyboard, the API down, and where submitting goes. The
 * logic around the fields (which error wins, focus, the first suggestion on a bare submit)
 * lives in the component, out of reach of the unit tests of `src/lib/search`.
 */
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SearchForm from '../../src/islands/search/SearchForm';
import { todayIso } from '../../src/lib/searches';
import { $authUser } from '../../src/stores/auth';
import { $country } from '../../src/stores/country';
import { $currency } from '../../src/stores/currency';
import { $savedSearches, $searches } from '../../src/stores/searches';
import { fakeApi, islandSet, json, releaseStoresAfterAll, say } from './support';

/**
 * The first suggestions load the typed search calls on demand, as in the browser: on a busy
 * machine that takes longer than Testing Library's default second.
 */
const SUGGESTIONS_LOADED = { timeout: 10_000 };

/** `GET /v3/places/autocomplete?q=berl` of the reference API (demo catalogue). */
const BERLIN = {
  data: [
    {
      type: 'city',
      id: 'city-2950159',
      name: 'Berlin',
      label: 'Berlin, Germany',
      country_code: 'DE',
      country_slug: 'germany',
      destination_slug: 'berlin',
      place_id: 'city-2950159',
      lat: 52.52437,
      lng: 13.41053,
    },
    {
      type: 'hotel',
      id: 'hotel-8394',
      name: 'Hotel Brückenhof Berlin (Old Town)',
      label: 'Hotel Brückenhof Berlin (Old Town), Berlin, Germany',
      country_code: 'DE',
      country_slug: 'germany',
      destination_slug: 'berlin',
      hotel_id: 8394,
      hotel_slug: 'hotel-bruckenhof-berlin-old-town',
      lat: 52.52749,
      lng: 13.41027,
    },
  ],
};

const en = islandSet('en', 'searchForm');
const he = islandSet('he', 'searchForm');
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

beforeEach(() => {
  localStorage.clear();
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
// The stores the form reads.
releaseStoresAfterAll($savedSearches, $searches, $country, $currency, $authUser);

const destinationField = () => screen.getByRole('combobox', { name: say(en, 'form.destination') });

describe('search form', () => {
  it('asks for a destination and puts the cursor in the field when none is chosen', async () => {
    const user = userEvent.setup();
    fakeApi(() => json({}, 404));
    render(<SearchForm locale="en" iso="en" messages={en} />);
    await user.click(screen.getByRole('button', { name: say(en, 'form.submit') }));
    expect(screen.getByText(say(en, 'form.destinationRequired'))).toBeTruthy();
    expect(document.activeElement).toBe(destinationField());
    expect(destinationField().getAttribute('aria-invalid')).toBe('true');
    expect(assign).not.toHaveBeenCalled();
  });

  it('lists destinations as the visitor types, chooses one with the keyboard and searches it', async () => {
    const user = userEvent.setup();
    const calls = fakeApi((url) =>
      url.pathname.endsWith('/v3/places/autocomplete') ? json(BERLIN) : json({}, 404),
    );
    render(<SearchForm locale="en" iso="en" messages={en} />);
    await user.type(destinationField(), 'berl');
    const list = await screen.findByRole('listbox');
    await within(list).findAllByRole('option', {}, SUGGESTIONS_LOADED);
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      expect.stringContaining('Berlin, Germany'),
      expect.stringContaining('Hotel Brückenhof Berlin (Old Town)'),
    ]);
    // Only the last text was asked for (the typing is debounced), in the page's language.
    const asked = calls.filter((u) => u.pathname.endsWith('/v3/places/autocomplete'));
    expect(asked.map((u) => u.searchParams.get('q'))).toEqual(['berl']);
    expect(asked[0]?.searchParams.get('locale')).toBe('en');

    await user.keyboard('{ArrowDown}');
    const first = within(list).getAllByRole('option')[0]!;
    expect(destinationField().getAttribute('aria-activedescendant')).toBe(first.id);
    await user.keyboard('{Enter}');
    expect((destinationField() as HTMLInputElement).value).toBe('Berlin, Germany');
    expect(screen.queryByRole('listbox')).toBeNull();

    await user.click(screen.getByRole('button', { name: say(en, 'form.submit') }));
    expect(assign).toHaveBeenCalledTimes(1);
    const target = new URL(String(assign.mock.calls[0]![0]), 'http://site.test');
    expect(target.pathname).toBe('/hotels/destination/germany/berlin/results');
    expect(target.searchParams.get('guests')).toBe('2');
    expect(target.searchParams.get('check_in')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(screen.getByRole('button', { name: say(en, 'form.searching') })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('searches the first suggestion when the visitor types and submits without choosing', async () => {
    const user = userEvent.setup();
    fakeApi(() => json(BERLIN));
    render(<SearchForm locale="en" iso="en" messages={en} />);
    await user.type(destinationField(), 'berl');
    await screen.findAllByRole('option', {}, SUGGESTIONS_LOADED);
    await user.click(screen.getByRole('button', { name: say(en, 'form.submit') }));
    expect(String(assign.mock.calls[0]?.[0])).toContain(
      '/hotels/destination/germany/berlin/results',
    );
  });

  it('says in the page language that the API cannot be reached, and keeps what was typed', async () => {
    const user = userEvent.setup();
    fakeApi(() => Promise.reject(new TypeError('Failed to fetch')));
    render(<SearchForm locale="he" iso="he" messages={he} />);
    const field = screen.getByRole('combobox', { name: say(he, 'form.destination') });
    await user.type(field, 'ברל');
    // Shown under the field and said by its live region.
    expect(await screen.findAllByText(say(he, 'api.unreachable'))).not.toHaveLength(0);
    expect((field as HTMLInputElement).value).toBe('ברל');
  });

  it('opens the guests dialog on the missing child age instead of searching', async () => {
    const user = userEvent.setup();
    fakeApi(() => json(BERLIN));
    render(<SearchForm locale="en" iso="en" messages={en} />);
    await user.type(destinationField(), 'berl');
    await screen.findAllByRole('option', {}, SUGGESTIONS_LOADED);
    await user.keyboard('{ArrowDown}{Enter}');

    await user.click(screen.getByRole('button', { name: /^Guests/ }));
    await user.click(screen.getByRole('button', { name: 'One child more in room 1' }));
    await user.click(screen.getByRole('button', { name: say(en, 'guests.done') }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: say(en, 'form.submit') }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('alert').textContent).toBe(say(en, 'guests.ageRequired'));
    const age = within(dialog).getByRole('combobox', { name: 'Age of child 1' });
    expect(age.getAttribute('aria-invalid')).toBe('true');
    expect(assign).not.toHaveBeenCalled();

    await user.selectOptions(age, '7');
    await user.click(within(dialog).getByRole('button', { name: say(en, 'guests.done') }));
    await user.click(screen.getByRole('button', { name: say(en, 'form.submit') }));
    const target = new URL(String(assign.mock.calls[0]![0]), 'http://site.test');
    expect(target.searchParams.get('guests')).toBe('2,7');
  });

  it('wakes on a page built the day before without redrawing it, then shows the stay from today', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const dates = (root: ParentNode) =>
      root.querySelector('[data-stay-dates]')?.textContent ?? 'no dates';
    vi.setSystemTime(new Date(2026, 10, 27, 23, 50));
    const built = renderToString(
      <SearchForm locale="en" iso="en" messages={en} renderedOn={todayIso()} />,
    );
    vi.setSystemTime(new Date(2026, 10, 28, 0, 10));
    const fresh = document.createElement('div');
    fresh.innerHTML = renderToString(<SearchForm locale="en" iso="en" messages={en} />);

    const page = document.createElement('div');
    page.innerHTML = built;
    document.body.append(page);
    const button = page.querySelector('[data-stay-dates]')?.closest('button');
    expect(dates(page)).not.toBe(dates(fresh));
    const mismatches: unknown[] = [];
    act(() => {
      hydrateRoot(page, <SearchForm locale="en" iso="en" messages={en} renderedOn="2026-11-27" />, {
        onRecoverableError: (error) => mismatches.push(error),
      });
    });
    // Hydrated in place: a click held while it woke still has its button to land on.
    expect(mismatches).toEqual([]);
    expect(page.querySelector('[data-stay-dates]')?.closest('button')).toBe(button);
    expect(dates(page)).toBe(dates(fresh));
    page.remove();
  });
});
