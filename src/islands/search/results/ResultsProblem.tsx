import type { ReactNode } from 'react';
import type { T } from '../../../lib/i18n/messages';
import { buttonClass } from '../../ui/button';

const TONES = {
  error: 'border-red-300 bg-red-50 dark:border-red-800 dark:bg-red-950/50',
  offline: 'border-amber-300 bg-amber-50 dark:border-amber-700 dark:bg-amber-950/50',
};

/** A search that failed or went offline: what happened and a button to search again. */
export function ResultsProblem({
  tone,
  title,
  children,
  retryLabel,
  onRetry,
}: {
  tone: keyof typeof TONES;
  title: string;
  children: ReactNode;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className={`rounded-xl border p-6 ${TONES[tone]}`}>
      <p className="font-bold">{title}</p>
      <p className="mt-1">{children}</p>
      <button type="button" onClick={onRetry} className={`${buttonClass('primary')} mt-4`}>
        {retryLabel}
      </button>
    </div>
  );
}

/** The search's failure, if any: the API's refusal or error, or no connection. */
export function ResultsFailure({
  t,
  phase,
  error,
  onRetry,
}: {
  t: T;
  phase: string;
  error: string;
  onRetry: () => void;
}) {
  if (phase !== 'error' && phase !== 'offline') return null;
  const offline = phase === 'offline';
  return (
    <ResultsProblem
      tone={offline ? 'offline' : 'error'}
      title={t(offline ? 'results.offlineTitle' : 'results.errorTitle')}
      retryLabel={t('results.retry')}
      onRetry={onRetry}
    >
      {offline ? t('results.offline') : error}
    </ResultsProblem>
  );
}
