// @vitest-environment happy-dom
/**
 * The progress of a filling search as a visitor sees it: a bar filled as far as the session
 * has come (a sliver at the start, so the bar reads as one), the words under it, and, once the
 * list is complete, an empty space of the same height in its place.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchProgress } from '../../src/islands/search/results/SearchProgress';
import { createT } from '../../src/lib/i18n/messages';
import { resultsMessages } from '../../src/lib/search/island-messages';

const t = createT(resultsMessages('en'), 'en');
const filled = () =>
  (screen.getByRole('progressbar').firstElementChild as HTMLElement).style.transform;

describe('the search progress', () => {
  afterEach(cleanup);

  it('fills the bar as far as the session has come and says so', () => {
    render(<SearchProgress t={t} iso="en" searching progress={60} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('60');
    expect(filled()).toBe('scaleX(0.6)');
    expect(screen.getByText(/60\s?%/)).toBeTruthy();
  });

  it('shows a sliver of the bar before the first hotels are counted', () => {
    render(<SearchProgress t={t} iso="en" searching progress={0} />);
    expect(filled()).toBe('scaleX(0.04)');
  });

  it('leaves a space of its height once the list is complete', () => {
    const { container } = render(
      <SearchProgress t={t} iso="en" searching={false} progress={100} />,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(container.querySelector('[data-progress-space]')?.getAttribute('aria-hidden')).toBe(
      'true',
    );
  });
});
