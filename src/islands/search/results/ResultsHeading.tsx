import type { Ref } from 'react';
import type { T } from '../../../lib/i18n/messages';
import type { ResultsPhase } from '../../../lib/search/session';

/** The results' heading: how many were found so far, focused when the page changes. */
export function ResultsHeading({
  t,
  id,
  ref,
  phase,
  total,
}: {
  t: T;
  id: string;
  ref: Ref<HTMLHeadingElement>;
  phase: ResultsPhase;
  total: number;
}) {
  const searching = phase === 'starting' || phase === 'searching';
  const shown = phase === 'done' || phase === 'updating';
  return (
    <h2
      id={id}
      ref={ref}
      tabIndex={-1}
      className="mb-2 text-lg font-black outline-none sm:mb-4 sm:text-xl"
      data-results-count={total}
    >
      {phase === 'starting'
        ? t('results.starting')
        : searching
          ? t('results.foundSoFar', { count: total })
          : shown
            ? t('results.found', { count: total })
            : t('results.title')}
    </h2>
  );
}
