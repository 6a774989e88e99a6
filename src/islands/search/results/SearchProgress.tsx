import type { T } from '../../../lib/i18n/messages';
import { formatPercent } from '../../../lib/units';

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
        {/* Scaled, not sized: a width eased over half a second lays the page out again in
            every frame after each poll (a few milliseconds of the main thread each, thirty
            times per poll), where a transform eases on the compositor. */}
        <div
          className="h-full origin-left bg-bg-brand transition-transform duration-500 rtl:origin-right"
          style={{ transform: `scaleX(${Math.max(4, progress) / 100})` }}
        />
      </div>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        {t('results.progress', { progress: formatPercent(progress, iso) })}
      </p>
    </div>
  );
}
