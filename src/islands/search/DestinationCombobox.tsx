import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Api } from '../../lib/api/client';
import type { T } from '../../lib/i18n/messages';
import {
  groupOf,
  groupSuggestions,
  suggestionTarget,
  usableSuggestions,
  type Suggestion,
  type SuggestionGroup,
} from '../../lib/search/suggestions';
import type { SearchTarget } from '../../lib/search/targets';
import type { SavedSearch } from '../../lib/types';
import { Icon } from '../ui/Icon';
import * as glyphs from '../ui/glyphs';

/** The icon of each kind of suggestion. */
const SUGGESTION_GLYPHS: Record<SuggestionGroup, glyphs.Glyph> = {
  city: glyphs.city,
  place: glyphs.pin,
  country: glyphs.globe,
  hotel: glyphs.hotel,
};

/** A chosen destination: what the input shows and where the search goes. */
export interface Destination {
  label: string;
  target: SearchTarget;
}

interface Props {
  t: T;
  /** The API client, loaded on first use (landing pages need it only once someone types). */
  api: () => Promise<Api>;
  value: Destination | null;
  onChange: (value: Destination | null) => void;
  /** Saved searches offered while the input is empty. */
  recent: SavedSearch[];
  onRecent: (search: SavedSearch) => void;
  /** Describes the recent search under its name (dates, guests). */
  describeRecent: (search: SavedSearch) => string;
  error?: string | undefined;
  inputId: string;
  /** Called with the first suggestion when the visitor submits typed text without choosing. */
  firstSuggestionRef: React.RefObject<Destination | null>;
}

type Option =
  | { kind: 'suggestion'; id: string; group: SuggestionGroup; item: Suggestion }
  | { kind: 'recent'; id: string; search: SavedSearch };

const DEBOUNCE_MS = 200;
const MIN_CHARS = 2;

/**
 * The destination field: an editable combobox with a list popup (WAI-ARIA 1.2 combobox
 * pattern). Typing asks `GET /v3/places/autocomplete` (debounced, earlier requests
 * aborted); results come grouped with type icons; an empty input offers the saved searches.
 * Arrow keys move the active option, Enter chooses it, Escape closes the list (a second
 * Escape clears the input), and a live region says how many options there are.
 */
export function DestinationCombobox({
  t,
  api,
  value,
  onChange,
  recent,
  onRecent,
  describeRecent,
  error,
  inputId,
  firstSuggestionRef,
}: Props) {
  const listId = useId();
  const [text, setText] = useState(value?.label ?? '');
  const [open, setOpen] = useState(false);
  const [items, setItems] = useState<Suggestion[]>([]);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState('');
  const root = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLInputElement>(null);

  // The form hydrates on a person's first key (client:interaction): what they typed while it
  // loaded is in the field but not in `text`, and the first render after hydration (the form's
  // own mount effects cause one) would set the field back to `text`. Taken over in the commit
  // that hydrates, before any such render.
  useLayoutEffect(() => {
    const input = field.current;
    if (!input || input.value === text) return;
    setText(input.value);
    if (document.activeElement === input) setOpen(true);
    // Only the field as hydration found it; later typing reaches `onChange`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The page (or a recent search) may set the destination from outside. Only a change does:
  // the first value is already the field's text, and what a person typed before the form woke
  // must stay.
  const shownValue = useRef(value);
  useEffect(() => {
    if (shownValue.current === value) return;
    shownValue.current = value;
    setText(value?.label ?? '');
  }, [value]);

  const query = text.trim();
  const showRecent = query === '' && recent.length > 0;

  useEffect(() => {
    if (query.length < MIN_CHARS || (value && value.label === text)) {
      // Nothing to ask: what an earlier query found goes (the list is shared by all queries).
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setItems([]);
      setLoading(false);
      setFailure(null);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      // The typed call (and the zod schemas it reads with) loads with the first suggestions,
      // not with the page.
      Promise.all([api(), import('../../lib/api/suggestion-calls')])
        .then(([client, { suggestPlaces }]) =>
          suggestPlaces(client, { q: query, limit: 10 }, { signal: controller.signal }),
        )
        .then((answer) => {
          const found = usableSuggestions(answer ?? []);
          setItems(found);
          setFailure(null);
          setActive(-1);
          setAnnouncement(
            found.length === 0
              ? t('combo.noMatch', { query })
              : t('combo.count', { count: found.length }),
          );
        })
        .catch((reason: unknown) => {
          if (controller.signal.aborted) return;
          // A failed call is an ApiError: status 0 when the API could not be reached, else
          // the server's message (already in the visitor's language).
          const { status, message: text } = (reason ?? {}) as { status?: number; message?: string };
          const message = status !== 0 && text ? text : t('api.unreachable');
          setItems([]);
          setFailure(message);
          setAnnouncement(message);
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, query, t, text, value]);

  const groups = groupSuggestions(items);
  const options: Option[] = showRecent
    ? recent.map((search, i) => ({ kind: 'recent', id: `${listId}-r${i}`, search }))
    : groups.flatMap((g) =>
        g.items.map((item) => ({
          kind: 'suggestion' as const,
          id: `${listId}-${item.id}`,
          group: g.group,
          item,
        })),
      );

  const first = groups[0]?.items[0];
  useEffect(() => {
    const target = first ? suggestionTarget(first) : undefined;
    firstSuggestionRef.current = first && target ? { label: first.label, target } : null;
  }, [first, firstSuggestionRef]);

  const expanded =
    open && (options.length > 0 || loading || failure !== null || query.length >= MIN_CHARS);

  useEffect(() => {
    if (!open || !showRecent) return;
    // The live region speaks once when the recent searches show; its text stays until the
    // next thing to say (a text derived from `open` would speak again on closing).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setAnnouncement(t('combo.recentCount', { count: recent.length }));
  }, [open, recent.length, showRecent, t]);

  useEffect(() => {
    if (active < 0) return;
    const option = options[active];
    if (option) document.getElementById(option.id)?.scrollIntoView({ block: 'nearest' });
  }, [active, options]);

  function choose(option: Option) {
    setOpen(false);
    setActive(-1);
    if (option.kind === 'recent') {
      onRecent(option.search);
      return;
    }
    const target = suggestionTarget(option.item);
    if (!target) return;
    setText(option.item.label);
    onChange({ label: option.item.label, target });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          setOpen(true);
          if (options.length > 0) setActive(event.key === 'ArrowDown' ? 0 : options.length - 1);
          return;
        }
        if (options.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((i) =>
          i < 0 && step < 0 ? options.length - 1 : (i + step + options.length) % options.length,
        );
        return;
      }
      case 'Enter': {
        const option = expanded ? options[active] : undefined;
        if (option) {
          event.preventDefault();
          choose(option);
        }
        return;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        } else if (text !== '') {
          event.preventDefault();
          setText('');
          onChange(null);
        }
        return;
      case 'Tab':
        setOpen(false);
        return;
    }
  }

  const indexOf = new Map(options.map((option, index) => [option.id, index]));
  const renderOption = (option: Option, content: React.ReactNode) => {
    const index = indexOf.get(option.id) ?? -1;
    return (
      <li
        key={option.id}
        id={option.id}
        role="option"
        aria-selected={index === active}
        onPointerDown={(e) => e.preventDefault()}
        onClick={() => choose(option)}
        onPointerMove={() => setActive(index)}
        className={`flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 ${
          index === active ? 'bg-bg-brand-alt text-text-brand-alt' : ''
        }`}
      >
        {content}
      </li>
    );
  };

  return (
    <div ref={root} className="relative">
      <input
        ref={field}
        id={inputId}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && options[active] ? options[active].id : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={t('form.destinationPlaceholder')}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
          if (value) onChange(null);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="w-full rounded-xl border border-slate-300 bg-page py-3 ps-10 pe-3 text-base outline-none focus:border-brand focus:ring-2 focus:ring-brand/30 aria-[invalid=true]:border-red-500 dark:border-slate-600"
      />
      <span className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-slate-400">
        <Icon glyph={glyphs.search} />
      </span>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('form.destination')}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-2 max-h-[60vh] overflow-y-auto rounded-xl border border-slate-200 bg-page p-2 shadow-xl dark:border-slate-700"
      >
        {showRecent && (
          <li role="group" aria-labelledby={`${listId}-recent`}>
            <div
              id={`${listId}-recent`}
              role="presentation"
              className="px-3 pt-1 pb-1 text-xs font-bold text-slate-500 uppercase"
            >
              {t('combo.recent')}
            </div>
            <ul role="presentation">
              {options.map((option) =>
                option.kind === 'recent'
                  ? renderOption(
                      option,
                      <>
                        <Icon glyph={glyphs.recent} />
                        <span className="min-w-0 flex-1">
                          <span className="block truncate font-bold">
                            {option.search.params.destination ?? t('combo.recentSearch')}
                          </span>
                          <span className="block truncate text-sm text-slate-500 dark:text-slate-400">
                            {describeRecent(option.search)}
                          </span>
                        </span>
                      </>,
                    )
                  : null,
              )}
            </ul>
          </li>
        )}
        {!showRecent &&
          groups.map((g) => (
            <li key={g.group} role="group" aria-labelledby={`${listId}-${g.group}`}>
              <div
                id={`${listId}-${g.group}`}
                role="presentation"
                className="px-3 pt-2 pb-1 text-xs font-bold text-slate-500 uppercase"
              >
                {t(`combo.group.${g.group}`)}
              </div>
              <ul role="presentation">
                {g.items.map((item) =>
                  renderOption(
                    { kind: 'suggestion', id: `${listId}-${item.id}`, group: g.group, item },
                    <>
                      <Icon glyph={SUGGESTION_GLYPHS[groupOf(item.type) ?? 'city']} />
                      <span className="min-w-0 flex-1">
                        <span className="block truncate font-bold">{item.name}</span>
                        <span className="block truncate text-sm text-slate-500 dark:text-slate-400">
                          {item.label}
                        </span>
                      </span>
                    </>,
                  ),
                )}
              </ul>
            </li>
          ))}
        {!showRecent && loading && items.length === 0 && (
          <li role="presentation" className="px-3 py-2 text-slate-500">
            {t('combo.loading')}
          </li>
        )}
        {!showRecent && !loading && failure && (
          <li role="presentation" className="px-3 py-2 text-red-600 dark:text-red-400">
            {failure}
          </li>
        )}
        {!showRecent && !loading && !failure && query.length >= MIN_CHARS && items.length === 0 && (
          <li role="presentation" className="px-3 py-2 text-slate-500">
            {t('combo.noMatch', { query })}
          </li>
        )}
      </ul>
      <div role="status" aria-live="polite" className="sr-only">
        {expanded ? announcement : ''}
      </div>
    </div>
  );
}
