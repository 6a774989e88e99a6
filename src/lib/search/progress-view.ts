/**
 * What a results list's heading and progress bar say, written in one place for the island
 * (ResultsHeading, SearchProgress) and for the script that follows a filling list before the
 * island wakes (src/scripts/results-follow.ts): React then wakes on the very text the script
 * wrote, which it must find unchanged (a text it would write differently makes it throw the
 * server's HTML away and build the island again).
 */
import type { T } from '../i18n/messages';
import { formatPercent } from '../units';
import type { ResultsPhase } from './session';

/** The heading: "Starting your search…", "12 hotels found so far", "40 hotels found". */
export function resultsHeadingText(t: T, phase: ResultsPhase, total: number): string {
  if (phase === 'starting') return t('results.starting');
  if (phase === 'searching') return t('results.foundSoFar', { count: total });
  if (phase === 'done' || phase === 'updating') return t('results.found', { count: total });
  return t('results.title');
}

/**
 * The progress bar's fill as a transform (scaled, not sized: a width eased over half a second
 * lays the page out again in every frame after each poll, where a transform eases on the
 * compositor); a sliver shows from the start.
 */
export function progressTransform(progress: number): string {
  return `scaleX(${Math.max(4, progress) / 100})`;
}

/** The words under the bar: "45% searched". */
export function progressText(t: T, iso: string, progress: number): string {
  return t('results.progress', { progress: formatPercent(progress, iso) });
}
