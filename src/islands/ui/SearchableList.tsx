import { useMemo, useState, type ReactNode } from 'react';

export interface ListItem {
  key: string;
  /** Text the search matches against (names, codes). */
  search: string;
  content: ReactNode;
  selected?: boolean;
}

interface Props {
  sections: { title: string; items: ListItem[] }[];
  searchLabel: string;
  noMatch: (query: string) => string;
  onChoose: (key: string) => void;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

/**
 * A search box over sectioned choices: typing filters (accent and case blind), Enter
 * chooses the first match, arrow keys move between choices.
 */
export function SearchableList({ sections, searchLabel, noMatch, onChoose }: Props) {
  const [query, setQuery] = useState('');
  const filtered = useMemo(() => {
    const q = fold(query.trim());
    if (q === '') return sections;
    const seen = new Set<string>();
    const items = sections
      .flatMap((s) => s.items)
      .filter((item) => {
        if (seen.has(item.key) || !fold(item.search).includes(q)) return false;
        seen.add(item.key);
        return true;
      });
    return [{ title: '', items }];
  }, [query, sections]);
  const first = filtered.flatMap((s) => s.items)[0];

  const onKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const root = event.currentTarget.closest('[data-searchable-list]');
    const buttons = [...(root?.querySelectorAll<HTMLButtonElement>('button[data-choice]') ?? [])];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
    event.preventDefault();
    if (next < 0) root?.querySelector<HTMLInputElement>('input')?.focus();
    else buttons[Math.min(next, buttons.length - 1)]?.focus();
  };

  return (
    <div data-searchable-list onKeyDown={onKeyDown}>
      <input
        type="search"
        data-autofocus
        value={query}
        aria-label={searchLabel}
        placeholder={searchLabel}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && first) {
            e.preventDefault();
            onChoose(first.key);
          }
        }}
        className="mb-3 w-full rounded-xl border border-slate-300 bg-page px-4 py-2.5 dark:border-slate-600"
      />
      {filtered.every((s) => s.items.length === 0) && (
        <p className="py-6 text-center text-slate-500" role="status">
          {noMatch(query.trim())}
        </p>
      )}
      {filtered.map(
        (section, i) =>
          section.items.length > 0 && (
            <section key={section.title || i} className="mb-3">
              {section.title && (
                <h3 className="mb-1 px-2 text-xs font-bold text-slate-500 uppercase dark:text-slate-400">
                  {section.title}
                </h3>
              )}
              <ul>
                {section.items.map((item) => (
                  <li key={item.key}>
                    <button
                      type="button"
                      data-choice={item.key}
                      aria-current={item.selected ? 'true' : undefined}
                      onClick={() => onChoose(item.key)}
                      className="flex w-full items-center gap-3 rounded-lg px-2 py-2 text-start hover:bg-slate-100 focus:bg-slate-100 aria-[current]:bg-bg-brand-alt aria-[current]:font-bold dark:hover:bg-slate-800 dark:focus:bg-slate-800"
                    >
                      {item.content}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ),
      )}
    </div>
  );
}
