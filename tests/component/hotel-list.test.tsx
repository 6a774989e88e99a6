// @vitest-environment happy-dom
/**
 * The results list as a visitor sees it while a search fills and once it is sorted: the first
 * photos load with the page, a slot that takes another hotel shows that hotel whole (its
 * name, link and photo), in the same place, and a press on a card opens the hotel pressed.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hotelCardFixture, searchResultsFixture } from '../../contract/fixtures';
import { HotelList } from '../../src/islands/search/results/HotelList';
import { createT } from '../../src/lib/i18n/messages';
import { resultsMessages } from '../../src/lib/search/island-messages';
import { toResultsPage } from '../../src/lib/search/results';
import { readResultsUrl } from '../../src/lib/search/session';

const t = createT(resultsMessages('en'), 'en');
const query = readResultsUrl(
  '?check_in=2026-12-01&check_out=2026-12-04&guests=2&currency=EUR',
  'EUR',
  '2026-11-01',
).query;
const photo = (n: number) => `/assets/hotels/hotel-${String(n).padStart(2, '0')}.svg`;
const hotel = (id: number, name: string, n: number) =>
  hotelCardFixture({ id, name, slug: name.toLowerCase().replace(/ /g, '-'), image: photo(n) });
const pageOf = (cards: ReturnType<typeof hotel>[]) => toResultsPage(searchResultsFixture(cards));

function List({ cards }: { cards: ReturnType<typeof hotel>[] }) {
  const page = pageOf(cards);
  return (
    <HotelList t={t} iso="en" locale="en" hotels={page.hotels} nights={page.nights} query={query} />
  );
}

/** Each slot of the list: the hotel's name, where its link goes and its photo. */
function slots() {
  return within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => {
      const link = within(item).getAllByRole('link')[0]!;
      const img = item.querySelector('img')!;
      return {
        item,
        name: link.textContent,
        href: link.getAttribute('href')!,
        photo: img.getAttribute('src'),
        loading: img.getAttribute('loading'),
      };
    });
}

describe('the results list', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('loads the photos of the first two cards with the page and the others when near', () => {
    render(<List cards={[hotel(1, 'Alpha', 1), hotel(2, 'Beta', 2), hotel(3, 'Gamma', 3)]} />);
    expect(slots().map((s) => s.loading)).toEqual(['eager', 'eager', 'lazy']);
  });

  it('shows a slot’s new hotel whole, in the same place, when the sorted list arrives', () => {
    const { rerender } = render(<List cards={[hotel(1, 'Alpha', 1), hotel(2, 'Beta', 2)]} />);
    const before = slots();
    rerender(<List cards={[hotel(2, 'Beta', 2), hotel(1, 'Alpha', 1)]} />);
    const after = slots();
    expect(after.map((s) => s.name)).toEqual(['Beta', 'Alpha']);
    expect(after.map((s) => s.photo)).toEqual([photo(2), photo(1)]);
    expect(after[0]!.href).toContain('/beta?');
    // The same places on the page: the slots are the same elements, nothing was inserted.
    after.forEach((slot, i) => expect(slot.item).toBe(before[i]!.item));
  });

  it('opens the hotel a press began on when the sorted list takes its slot before release', () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { rerender } = render(<List cards={[hotel(1, 'Alpha', 1), hotel(2, 'Beta', 2)]} />);
    const alpha = slots()[0]!;
    const link = within(alpha.item).getAllByRole('link')[0]!;
    fireEvent.pointerDown(link, { button: 0 });
    rerender(<List cards={[hotel(2, 'Beta', 2), hotel(1, 'Alpha', 1)]} />);
    expect(link.textContent).toBe('Beta');
    const followed = fireEvent.click(link, { button: 0, detail: 1 });
    expect(followed).toBe(false);
    expect(assign).toHaveBeenCalledWith(alpha.href);
  });

  it('lets a click go where its link says when the slot kept its hotel, or with a modifier', () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { rerender } = render(<List cards={[hotel(1, 'Alpha', 1), hotel(2, 'Beta', 2)]} />);
    const link = within(slots()[0]!.item).getAllByRole('link')[0]!;
    fireEvent.pointerDown(link, { button: 0 });
    expect(fireEvent.click(link, { button: 0, detail: 1 })).toBe(true);
    // Pressed on Alpha, released on Beta with Ctrl (a new tab): the browser does as asked.
    fireEvent.pointerDown(link, { button: 0 });
    rerender(<List cards={[hotel(2, 'Beta', 2), hotel(1, 'Alpha', 1)]} />);
    expect(fireEvent.click(link, { button: 0, detail: 1, ctrlKey: true })).toBe(true);
    // Pressed on Beta and dragged away (no click), the list sorted back, then the keyboard's
    // Enter on the link (a click with no pointer): the link as it is now, Alpha.
    fireEvent.pointerDown(link, { button: 0 });
    rerender(<List cards={[hotel(1, 'Alpha', 1), hotel(2, 'Beta', 2)]} />);
    expect(fireEvent.click(link, { button: 0, detail: 0 })).toBe(true);
    expect(assign).not.toHaveBeenCalled();
  });

  it("shows a card's stars as one drawing of that many stars, named for assistive technology", () => {
    const card = { ...hotel(1, 'Alpha', 1), stars: 4 };
    render(<List cards={[card]} />);
    const rating = screen.getByRole('img', { name: t('card.stars', { count: 4 }) });
    const drawings = rating.querySelectorAll('svg');
    expect(drawings).toHaveLength(1);
    // Four closed star shapes in a box four squares wide.
    expect(drawings[0]!.getAttribute('viewBox')).toBe('0 0 96 24');
    expect(drawings[0]!.querySelectorAll('path')).toHaveLength(1);
    expect(drawings[0]!.querySelector('path')!.getAttribute('d')!.match(/Z/g)).toHaveLength(4);
  });
});
