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
    this.#keys = rows.map((r) => r.key);
    this.#keyItem = Int32Array.from(rows, (r) => r.item);
    this.#keyLocaleSet = Uint32Array.from(rows, (r) => r.set);
    this.#itemScore = Float64Array.from(this.#items, (item) => item.score);
    this.#keyBase = Float64Array.from(
      rows,
      (r) => (this.#itemScore[r.item] as number) * (r.start ? 2 : 1),
    );
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

  #lowerBound(q: string): number {
    const keys = this.#keys;
    let lo = 0;
    let hi = keys.length;
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
    const raw = this.#keyBase;
    const order = Int32Array.from(this.#keys, (_, i) => i).sort(
      (a, b) => (raw[b] as number) - (raw[a] as number) || a - b,
    );
    for (let length = 1; length <= MAX_BUSY_PREFIX; length++) {
      const sizes = new Map<string, number>();
      for (const key of this.#keys) {
        if (key.length < length) continue;
        const prefix = key.slice(0, length);
        sizes.set(prefix, (sizes.get(prefix) ?? 0) + 1);
      }
      const lists = new Map<string, number[]>();
      for (const i of order) {
        const key = this.#keys[i] as string;
        if (key.length < length) continue;
        const prefix = key.slice(0, length);
        if ((sizes.get(prefix) ?? 0) <= BUSY_PREFIX) continue;
        let list = lists.get(prefix);
        if (!list) lists.set(prefix, (list = []));
        if (list.length < BUSY_CANDIDATES) list.push(i);
      }
      for (const [prefix, list] of lists) this.#busy.set(prefix, Int32Array.from(list));
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
