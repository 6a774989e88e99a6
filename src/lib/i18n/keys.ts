/**
 * The message keys, typed from the source locale's files (`locales/en/<ns>.json`), so that a
 * mistyped key fails the type check instead of showing the raw key on the page.
 */
import type account from '../../../locales/en/account.json';
import type booking from '../../../locales/en/booking.json';
import type common from '../../../locales/en/common.json';
import type lead from '../../../locales/en/lead.json';
import type pages from '../../../locales/en/pages.json';
import type search from '../../../locales/en/search.json';

interface Namespaces {
  account: typeof account;
  booking: typeof booking;
  common: typeof common;
  lead: typeof lead;
  pages: typeof pages;
  search: typeof search;
}

/** A message namespace: one JSON file per locale. */
export type Namespace = keyof Namespaces;

type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** A plural message (`nights_one`, `nights_other`) is asked for by its base key (`nights`). */
type Asked<K> = K extends `${infer Base}_${PluralCategory}` ? Base : K;

/** The keys of one namespace, as callers ask for them. */
export type KeyOf<N extends Namespace> = Asked<keyof Namespaces[N] & string>;

/** The rest of a namespace's keys that start with `prefix` (`'menu.'` -> `'login' | …`). */
export type KeysAfter<N extends Namespace, Prefix extends string> =
  KeyOf<N> extends infer K ? (K extends `${Prefix}${infer Rest}` ? Rest : never) : never;

/** The start of a namespace's keys that end with `suffix` (`'.title'` -> `'profile' | …`). */
export type KeysBefore<N extends Namespace, Suffix extends string> =
  KeyOf<N> extends infer K ? (K extends `${infer Start}${Suffix}` ? Start : never) : never;

/**
 * A key of any namespace, without its namespace: what an island's `createT` reads from the
 * messages the server picked for it (`pickMessages`), whichever namespaces they came from.
 */
export type MessageKey = { [N in Namespace]: KeyOf<N> }[Namespace];

/**
 * A key for the server's i18next (`useTranslations`): `common`'s keys as they are, any
 * namespace's as `ns:key` (`pages:home.title`).
 */
export type TranslationKey = KeyOf<'common'> | { [N in Namespace]: `${N}:${KeyOf<N>}` }[Namespace];
