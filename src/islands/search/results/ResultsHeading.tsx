import type { Ref } from 'react';
import type { T } from '../../../lib/i18n/messages';
import { resultsHeadingText } from '../../../lib/search/progress-view';
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
  return (
    <h2
      id={id}
      ref={ref}
      tabIndex={-1}
      className="mb-2 text-lg font-black outline-none sm:mb-4 sm:text-xl"
      data-results-count={total}
    >
      {resultsHeadingText(t, phase, total)}
    </h2>
  );
}
