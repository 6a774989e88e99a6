import type { T } from '../../../lib/i18n/messages';
import { progressText, progressTransform } from '../../../lib/search/progress-view';

/**
 * How far a filling search is, while it fills; once the list it filled is complete, an empty
 * space of the same height, so the list under it does not move up (CLS).
 */
export function SearchProgress({
  t,
  iso,
  searching,
  progress,
}: {
  t: T;
  iso: string;
  searching: boolean;
  progress: number;
}) {
  if (!searching) return <div className="mb-4 h-9" aria-hidden="true" data-progress-space />;
  return (
    <div className="mb-4" data-progress>
      <div
        role="progressbar"
        aria-label={t('results.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className="h-full origin-left bg-bg-brand transition-transform duration-500 rtl:origin-right"
          style={{ transform: progressTransform(progress) }}
          data-progress-bar
        />
      </div>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300" data-progress-text>
        {progressText(t, iso, progress)}
      </p>
    </div>
  );
}
