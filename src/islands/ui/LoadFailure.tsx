import { buttonClass } from './button';

/**
 * A page or list that could not load: what went wrong, a button to try again when another try
 * can help (then it is an alert), and a link elsewhere. Without a retry (a link that is wrong or
 * whose room is gone) it is a status, not an alert. `data` names the failure for tests.
 */
export function LoadFailure({
  message,
  retry,
  away,
  className = '',
  data,
}: {
  message: string;
  retry?: { label: string; onRetry: () => void } | undefined;
  away?: { label: string; href: string } | undefined;
  className?: string;
  data?: Record<`data-${string}`, string>;
}) {
  return (
    <div
      role={retry ? 'alert' : 'status'}
      className={`rounded-2xl border p-5 ${
        retry
          ? 'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200'
          : 'border-slate-200 dark:border-slate-700'
      } ${className}`}
      {...data}
    >
      <p className="font-bold">{message}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        {retry && (
          <button type="button" onClick={retry.onRetry} className={buttonClass('primary')}>
            {retry.label}
          </button>
        )}
        {away && (
          <a href={away.href} className={buttonClass('secondary')}>
            {away.label}
          </a>
        )}
      </div>
    </div>
  );
}
