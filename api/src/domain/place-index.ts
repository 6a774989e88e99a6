/**
 * The autocomplete index: every folded word start of every name (countries, cities, named
 * places, hotels) in one sorted array, searched by binary search, with the numbers a query
 * ranks by held in typed arrays so that ranking allocates nothing per request and the heap the
 * garbage collector walks stays small.
 */

/** Kinds of autocomplete suggestion. */
export type SuggestionType = 'country' | 'city' | 'airport' | 'district' | 'landmark' | 'hotel';

/** What a suggestion points to, with its popularity. */
export interface IndexItem {
  type: SuggestionType;
  ref: string | number;
  score: number;
}

/** A suggestion: the kind and id of a place or hotel. */
export interface SuggestionRef {
  type: SuggestionType;
  ref: string | number;
}

/** A key to index: a folded word start, and the locales that call the item by it (none: all). */
export interface IndexKey {
  key: string;
  start: boolean;
  locales?: ReadonlySet<string>;
}

/** A prefix shared by more keys than this is answered from its precomputed candidates. */
const BUSY_PREFIX = 600;
/** Prefixes up to this length may be busy (longer ones narrow the keys enough). */
const MAX_BUSY_PREFIX = 6;
/** Candidate keys kept per busy prefix: the most popular, re-ranked per query and locale. */
const BUSY_CANDIDATES = 400;
/** At most this many keys are ranked for one query. */
const MAX_SCANNED = 20_000;

export class PlaceIndex {
  readonly #items: IndexItem[] = [];
  readonly #itemScore: Float64Array;
  #keys: string[] = [];
  /** Per key: its item and locale set. */
  #keyItem = new Int32Array(0);
  /** Per key: its item's popularity, doubled for a whole name (the score before locale and exactness). */
  #keyBase = new Float64Array(0);
  /** 0: every locale; n: the locales flagged in #localeSets[n]. */
  #keyLocaleSet = new Uint32Array(0);
  readonly #localeSets: Uint8Array[] = [new Uint8Array(0)];
  readonly #localeIndex: Map<string, number>;
  readonly #busy = new Map<string, Int32Array>();
  // Per-query scratch, reused: an item's best score and first sighting count only when its
  // stamp equals the query's generation.
  readonly #stamp: Uint32Array;
  readonly #first: Uint32Array;
  readonly #best: Float64Array;
  #generation = 0;

  /**
   * @param locales every locale a key may be restricted to
   * @param entries items, each with its keys
   */
  constructor(
    locales: readonly string[],
    entries: Iterable<{ item: IndexItem; keys: IndexKey[] }>,
  ) {
    this.#localeIndex = new Map(locales.map((locale, i) => [locale, i]));
    const setIds = new Map<string, number>();
    const rows: { key: string; item: number; start: boolean; set: number }[] = [];
    for (const { item, keys } of entries) {
      const itemId = this.#items.push(item) - 1;
      for (const { key, start, locales: keyLocales } of keys) {
        rows.push({
          key,
          item: itemId,
          start,
          set: keyLocales ? this.#setId(keyLocales, setIds) : 0,
        });
      }
    }
    rows.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    // Plain loops: a typed array's `from` with a mapping function is several times slower,
    // and this index is built at every start.
    this.#itemScore = new Float64Array(this.#items.length);
    this.#items.forEach((item, i) => (this.#itemScore[i] = item.score));
    this.#keys = new Array<string>(rows.length);
    this.#keyItem = new Int32Array(rows.length);
    this.#keyLocaleSet = new Uint32Array(rows.length);
    this.#keyBase = new Float64Array(rows.length);
    rows.forEach(({ key, item, start, set }, i) => {
      this.#keys[i] = key;
      this.#keyItem[i] = item;
      this.#keyLocaleSet[i] = set;
      this.#keyBase[i] = (this.#itemScore[item] as number) * (start ? 2 : 1);
    });
    this.#stamp = new Uint32Array(this.#items.length);
    this.#first = new Uint32Array(this.#items.length);
    this.#best = new Float64Array(this.#items.length);
    this.#buildBusyPrefixes();
  }

  /** Number of indexed keys. */
  get size(): number {
    return this.#keys.length;
  }

  #setId(locales: ReadonlySet<string>, ids: Map<string, number>): number {
    const signature = [...locales].sort().join(',');
    let id = ids.get(signature);
    if (id === undefined) {
      const flags = new Uint8Array(this.#localeIndex.size);
      for (const locale of locales) {
        const i = this.#localeIndex.get(locale);
        if (i !== undefined) flags[i] = 1;
      }
      id = this.#localeSets.push(flags) - 1;
      ids.set(signature, id);
    }
    return id;
  }

  /** The first key at or after `q`, searched between `lo` and `hi`. */
  #lowerBound(q: string, lo = 0, hi = this.#keys.length): number {
    const keys = this.#keys;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((keys[mid] as string) < q) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * For each short prefix shared by more than BUSY_PREFIX keys (`h`, `ho`, `hotel`), the
   * BUSY_CANDIDATES keys of its most popular places and hotels, so that a query of one or two
   * letters ranks a few hundred keys instead of scanning tens of thousands.
   */
  #buildBusyPrefixes(): void {
    const keys = this.#keys;
    const raw = this.#keyBase;
    const order = new Int32Array(keys.length);
    for (let i = 0; i < order.length; i++) order[i] = i;
    order.sort((a, b) => (raw[b] as number) - (raw[a] as number) || a - b);
    // The keys sharing a prefix are one run of the sorted keys (found by binary search, as a
    // query's are), and a busy prefix's run lies inside its one letter shorter prefix's busy
    // run: each length looks only inside those runs, and fills its lists in one pass down the
    // popularity order. This index is built at every start of the API.
    const runOf = new Int32Array(keys.length);
    let within: { start: number; end: number }[] = [{ start: 0, end: keys.length }];
    for (let length = 1; length <= MAX_BUSY_PREFIX && within.length > 0; length++) {
      runOf.fill(-1);
      const runs: { prefix: string; start: number; end: number; list: number[] }[] = [];
      for (const { start, end: last } of within) {
        let i = start;
        while (i < last) {
          const key = keys[i] as string;
          if (key.length < length) {
            i++;
            continue;
          }
          const prefix = key.slice(0, length);
          const end = this.#lowerBound(`${prefix}\uffff`, i + 1, last);
          if (end - i > BUSY_PREFIX) {
            runOf.fill(runs.length, i, end);
            runs.push({ prefix, start: i, end, list: [] });
          }
          i = end;
        }
      }
      for (const k of order) {
        const run = runOf[k] as number;
        if (run < 0) continue;
        const { list } = runs[run] as { list: number[] };
        if (list.length < BUSY_CANDIDATES) list.push(k);
      }
      for (const { prefix, list } of runs) this.#busy.set(prefix, Int32Array.from(list));
      within = runs;
    }
  }

  /**
   * The `limit` best items whose keys start with the folded query `q`: keys the locale uses
   * (or every locale uses) score ten times, whole names twice, exact names four times, times
   * the item's popularity; an item counts with its best key, and equal scores keep the order in
   * which keys were met (sorted key order, or popularity for busy prefixes).
   */
  search(q: string, limit: number, locale: string): SuggestionRef[] {
    const lo = this.#lowerBound(q);
    const hi = this.#lowerBound(`${q}\uffff`);
    const busy = hi - lo > BUSY_PREFIX ? this.#busy.get(q) : undefined;
    const count = busy ? busy.length : Math.min(hi, lo + MAX_SCANNED) - lo;
    const localeAt = this.#localeIndex.get(locale) ?? -1;
    // Keys equal to the query sort first in its range.
    let exactEnd = lo;
    while (exactEnd < hi && this.#keys[exactEnd] === q) exactEnd++;
    const keyItem = this.#keyItem;
    const keyBase = this.#keyBase;
    const keyLocaleSet = this.#keyLocaleSet;
    if (++this.#generation === 0xffffffff) {
      this.#stamp.fill(0);
      this.#generation = 1;
    }
    const generation = this.#generation;
    const stamp = this.#stamp;
    const first = this.#first;
    const best = this.#best;
    // The best items so far, best first: at most `limit` item ids.
    const top: number[] = [];
    const ahead = (a: number, b: number) =>
      (best[a] as number) > (best[b] as number) ||
      (best[a] === best[b] && (first[a] as number) < (first[b] as number));
    for (let n = 0; n < count; n++) {
      const i = busy ? (busy[n] as number) : lo + n;
      const item = keyItem[i] as number;
      const set = keyLocaleSet[i] as number;
      const own = set === 0 || (localeAt >= 0 && this.#localeSets[set]![localeAt] === 1) ? 10 : 1;
      const exact = i >= lo && i < exactEnd ? 4 : 1;
      const score = (keyBase[i] as number) * exact * own;
      if (stamp[item] !== generation) {
        stamp[item] = generation;
        first[item] = n;
        best[item] = score;
      } else if (score > (best[item] as number)) {
        best[item] = score;
        const at = top.indexOf(item);
        if (at >= 0) top.splice(at, 1);
      } else continue;
      if (top.length === limit && !ahead(item, top[limit - 1] as number)) continue;
      let at = top.length;
      while (at > 0 && ahead(item, top[at - 1] as number)) at--;
      top.splice(at, 0, item);
      if (top.length > limit) top.pop();
    }
    return top.map((id) => {
      const { type, ref } = this.#items[id] as IndexItem;
      return { type, ref };
    });
  }
}
