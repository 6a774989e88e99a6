import { describe, expect, it } from 'vitest';
import {
  addSavedSearch,
  MAX_SAVED_SEARCHES,
  searchKey,
  todayIso,
  visibleSavedSearches,
} from './searches';

const search = (router: string, check_in = '2999-01-01') => ({ params: { check_in }, router });

describe('saved searches', () => {
  it('compare URLs without the session suffix', () => {
    expect(searchKey('/hotels/place/1/results?check_in=2999-01-01&session=abc')).toBe(
      '/hotels/place/1/results?check_in=2999-01-01',
    );
    expect(searchKey('/hotels/place/1/results?session=abc')).toBe('/hotels/place/1/results');
  });

  it('put a new search first, replacing the same one, and keep eight', () => {
    let list = [search('/a?session=1'), search('/b')];
    list = addSavedSearch(list, search('/a?session=2'));
    expect(list.map((s) => s.router)).toEqual(['/a?session=2', '/b']);
    for (let i = 0; i < 20; i++) list = addSavedSearch(list, search(`/x${i}`));
    expect(list).toHaveLength(MAX_SAVED_SEARCHES);
    expect(list[0]?.router).toBe('/x19');
  });

  it('hide check-ins before today', () => {
    const list = [
      search('/old', '2026-11-20'),
      search('/today', '2026-11-21'),
      search('/later', '2026-12-01'),
    ];
    expect(visibleSavedSearches(list, '2026-11-21').map((s) => s.router)).toEqual([
      '/today',
      '/later',
    ]);
    expect(todayIso(new Date(2026, 10, 21, 23, 59))).toBe('2026-11-21');
  });
});
