import { cleanStores } from 'nanostores';
import {
  cleanTestStorage,
  getTestStorage,
  setTestStorageKey,
  useTestStorageEngine,
} from '@nanostores/persistent';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userFixture } from '../../contract/fixtures';
import type { User } from '../lib/types';
import { $fid, $referral } from './agent';
import { $authCheck, $authUser, $isAgent, signedIn, signedOut } from './auth';
import { $colorMode, cycleColorMode, nextColorMode, resolveDark } from './color-mode';
import { $countries, $country, setCountry } from './country';
import { $currencies, $currency, adoptLinkCurrency, setCurrency } from './currency';
import { $favoriteIds, $favorites, toggleFavorite } from './favorites';
import { $closed, $visited } from './lead';
import { $priceDisplay, togglePriceDisplay } from './price-display';
import { $savedSearches, $searches, saveSearch } from './searches';
import { $toasts, dismissToast, showToast, TOAST_MS } from './toasts';
import { $unit, toggleUnit } from './unit';
import { STORED_HERE_EVENT } from '../lib/stored-here';
import { is, persisted } from './persisted';
import { $whiteLabel } from './white-label';

const user: User = userFixture({
  id: 7,
  name: 'Dana Levi',
  email: 'dana@demo.test',
  avatar: null,
  plan_id: null,
  options: { flights: false, packages: true, crm: false, vouchers: true },
  actions: ['reservations'],
  fid: null,
});

beforeAll(() => useTestStorageEngine());
afterEach(() => {
  cleanTestStorage();
  cleanStores(
    $authCheck,
    $authUser,
    $isAgent,
    $colorMode,
    $countries,
    $country,
    $currencies,
    $currency,
    $favorites,
    $favoriteIds,
    $fid,
    $referral,
    $visited,
    $closed,
    $priceDisplay,
    $searches,
    $savedSearches,
    $unit,
    $whiteLabel,
  );
});

/** Another tab writes `value` (raw text) under `key`. */
const otherTab = (key: string, value: string | undefined) => setTestStorageKey(key, value);

describe('persisted keys', () => {
  it('are exactly those of SPEC section 3 (plus the colour-mode preference)', () => {
    for (const store of [
      $authCheck,
      $authUser,
      $countries,
      $country,
      $currencies,
      $currency,
      $favorites,
      $fid,
      $priceDisplay,
      $visited,
      $closed,
      $referral,
      $searches,
      $unit,
      $whiteLabel,
    ]) {
      store.listen(() => undefined);
    }
    signedIn(user);
    setCountry({ code: 'IL', name: 'Israel', dial_code: '+972' });
    setCurrency('ILS');
    toggleFavorite({
      id: 'h1',
      name: 'Sea View',
      url: '/hotels/israel/eilat/sea-view',
      image: null,
      city: 'Eilat',
      stars: 4,
      rating: 8.6,
    });
    $fid.set(1001);
    $referral.set('abc');
    $visited.set(1);
    $closed.set(2);
    saveSearch({ params: { check_in: '2999-01-01' }, router: '/hotels/place/1/results?session=a' });
    toggleUnit();
    togglePriceDisplay();
    $whiteLabel.set(null);
    $colorMode.listen(() => undefined);
    cycleColorMode();
    expect(Object.keys(getTestStorage()).sort()).toEqual(
      [
        'authCheck',
        'authUser',
        'countries',
        'country',
        'currencies',
        'currency',
        'favorites',
        'fid',
        'priceDisplay',
        'visited',
        'closed',
        'referral',
        'searches',
        'unit',
        'whiteLabel',
        'color-mode',
      ].sort(),
    );
  });
});

describe('auth', () => {
  it('signs in and out, resetting the price display to net each time', () => {
    $priceDisplay.set('gross');
    signedIn({ ...user, plan_id: 2 });
    expect($authUser.get()?.name).toBe('Dana Levi');
    expect($isAgent.get()).toBe(true);
    expect($priceDisplay.get()).toBe('net');
    $priceDisplay.set('gross');
    signedOut();
    expect($authUser.get()).toBeNull();
    expect($isAgent.get()).toBe(false);
    expect($priceDisplay.get()).toBe('net');
    expect($authCheck.get()).toBe(true);
  });

  it('follows a sign-in in another tab', () => {
    $authUser.listen(() => undefined);
    otherTab('authUser', JSON.stringify(user));
    expect($authUser.get()?.id).toBe(7);
    otherTab('authUser', 'null');
    expect($authUser.get()).toBeNull();
  });

  it('decodes a corrupt or old-shaped user to signed out', () => {
    $authUser.listen(() => undefined);
    otherTab('authUser', '{not json');
    expect($authUser.get()).toBeNull();
    otherTab('authUser', JSON.stringify({ username: 'old shape' }));
    expect($authUser.get()).toBeNull();
    otherTab(
      'authUser',
      JSON.stringify({ id: 1, name: 'A', options: 'x', actions: [1, 'reservations'] }),
    );
    expect($authUser.get()).toMatchObject({
      plan_id: null,
      actions: ['reservations'],
      options: { vouchers: false },
    });
  });
});

describe('currency and country', () => {
  it('keeps the chosen currency and the recent ones, ignoring unknown codes', () => {
    setCurrency('EUR');
    setCurrency('GBP');
    setCurrency('EUR');
    setCurrency('XXX');
    expect($currency.get()).toBe('EUR');
    expect($currencies.get()).toEqual(['EUR', 'GBP']);
  });

  it("makes a link's currency the visitor's, and leaves the recent ones alone when it already is", () => {
    setCurrency('GBP');
    setCurrency('USD');
    adoptLinkCurrency('EUR');
    expect($currency.get()).toBe('EUR');
    expect($currencies.get()).toEqual(['EUR', 'USD', 'GBP']);
    setCurrency('USD');
    adoptLinkCurrency('USD');
    expect($currencies.get()).toEqual(['USD', 'EUR', 'GBP']);
  });

  it("adopts a link's currency once on a page: a choice made after it stands", () => {
    adoptLinkCurrency('CHF');
    expect($currency.get()).toBe('CHF');
    // The visitor picks another in the header; an island that wakes later adopts the link
    // again and leaves that choice alone.
    setCurrency('JPY');
    adoptLinkCurrency('CHF');
    expect($currency.get()).toBe('JPY');
  });

  it('tells this tab when a stored state changes, not when it is set to what it holds', () => {
    // The page's window, which hears the stores (these tests run without a DOM).
    const page = new EventTarget();
    vi.stubGlobal('window', page);
    const heard: string[] = [];
    page.addEventListener(STORED_HERE_EVENT, (event) =>
      heard.push(String((event as CustomEvent).detail)),
    );
    const $size = persisted<{ size: string }>('size', { size: 'm' }, (v) =>
      is.record(v) && is.string(v.size) ? { size: v.size } : undefined,
    );
    $size.set({ size: 'l' });
    // The same value again, as a new object: nothing changed.
    $size.set({ size: 'l' });
    $size.set({ size: 's' });
    vi.unstubAllGlobals();
    expect(heard).toEqual(['size', 'size']);
  });

  it('reads an unknown stored currency as not chosen', () => {
    $currency.listen(() => undefined);
    otherTab('currency', '"DOGE"');
    expect($currency.get()).toBeNull();
    otherTab('currency', '"USD"');
    expect($currency.get()).toBe('USD');
  });

  it('keeps the country and the recent ones', () => {
    setCountry({ code: 'IL', name: 'Israel', dial_code: '+972' });
    setCountry({ code: 'DE', name: 'Germany', dial_code: '+49' });
    expect($country.get()?.code).toBe('DE');
    expect($countries.get().map((c) => c.code)).toEqual(['DE', 'IL']);
    setCountry({ code: 'nope', name: 'x', dial_code: '' });
    expect($country.get()?.code).toBe('DE');
  });
});

describe('favorites', () => {
  it('toggles a hotel and shares it with other tabs', () => {
    const hotel = {
      id: 'h1',
      name: 'Sea View',
      url: '/hotels/x',
      image: null,
      city: null,
      stars: 4,
      rating: null,
    };
    toggleFavorite(hotel);
    expect($favoriteIds.get().has('h1')).toBe(true);
    toggleFavorite(hotel);
    expect($favorites.get()).toEqual([]);
    $favorites.listen(() => undefined);
    otherTab(
      'favorites',
      JSON.stringify([hotel, { id: 'bad', name: 'x', url: 'https://evil.test' }]),
    );
    expect($favorites.get().map((h) => h.id)).toEqual(['h1']);
  });
});

describe('saved searches', () => {
  it('replaces the same search, keeps eight, and hides past check-ins', () => {
    for (let i = 0; i < 10; i++) {
      saveSearch({
        params: { check_in: `2999-01-${String(i + 1).padStart(2, '0')}` },
        router: `/hotels/place/${i}/results?session=s${i}`,
      });
    }
    saveSearch({
      params: { check_in: '2999-02-01' },
      router: '/hotels/place/9/results?session=new',
    });
    const list = $searches.get();
    expect(list).toHaveLength(8);
    expect(list[0]?.router).toBe('/hotels/place/9/results?session=new');
    expect(list.filter((s) => s.router.startsWith('/hotels/place/9/'))).toHaveLength(1);
    saveSearch({ params: { check_in: '2000-01-01' }, router: '/hotels/place/old/results' });
    expect($searches.get()[0]?.params.check_in).toBe('2000-01-01');
    expect($savedSearches.get().some((s) => s.params.check_in === '2000-01-01')).toBe(false);
  });
});

describe('settings', () => {
  it('toggles the area unit (default m) and the price display (default net)', () => {
    expect($unit.get()).toBe('m');
    toggleUnit();
    expect($unit.get()).toBe('f');
    expect($priceDisplay.get()).toBe('net');
    togglePriceDisplay();
    expect($priceDisplay.get()).toBe('gross');
  });

  it('cycles the colour mode system, light, dark and lets a page force one', () => {
    expect(nextColorMode('system')).toBe('light');
    expect(nextColorMode('light')).toBe('dark');
    expect(nextColorMode('dark')).toBe('system');
    cycleColorMode();
    expect($colorMode.get()).toBe('light');
    expect(resolveDark('system', undefined, true)).toBe(true);
    expect(resolveDark('light', undefined, true)).toBe(false);
    expect(resolveDark('light', 'dark', false)).toBe(true);
    expect(resolveDark('dark', 'light', true)).toBe(false);
  });

  it('reads agent ids strictly', () => {
    $fid.listen(() => undefined);
    otherTab('fid', '"1001"');
    expect($fid.get()).toBeNull();
    otherTab('fid', '1001');
    expect($fid.get()).toBe(1001);
  });

  it('keeps lead timing as times, else nothing', () => {
    $visited.listen(() => undefined);
    otherTab('visited', '"yesterday"');
    expect($visited.get()).toBeNull();
    otherTab('visited', '1700000000000');
    expect($visited.get()).toBe(1700000000000);
  });
});

describe('toasts', () => {
  it('show for 5000 ms and can be dismissed', () => {
    vi.useFakeTimers();
    const first = showToast('Saved');
    showToast('Oops', 'error');
    expect($toasts.get().map((t) => t.message)).toEqual(['Saved', 'Oops']);
    dismissToast(first);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(TOAST_MS);
    expect($toasts.get()).toHaveLength(0);
    vi.useRealTimers();
  });
});
