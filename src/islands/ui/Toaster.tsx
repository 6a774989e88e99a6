import { useStore } from '@nanostores/react';
import { $toasts, dismissToast } from '../../stores/toasts';

interface Props {
  closeLabel: string;
}

/** Toasts at the bottom end corner (bottom-right in left-to-right pages), 5000 ms each. */
export default function Toaster({ closeLabel }: Props) {
  const toasts = useStore($toasts);
  return (
    <div
      className="pointer-events-none fixed end-4 bottom-4 z-[90] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2"
      aria-live="polite"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          data-toast={toast.kind}
          className={`pointer-events-auto flex items-start gap-3 rounded-xl px-4 py-3 text-sm font-bold text-white shadow-lg ${
            toast.kind === 'error'
              ? 'bg-red-600'
              : toast.kind === 'success'
                ? 'bg-emerald-600'
                : 'bg-slate-800'
          }`}
        >
          <span className="flex-1">{toast.message}</span>
          <button
            type="button"
            onClick={() => dismissToast(toast.id)}
            aria-label={closeLabel}
            className="opacity-80 hover:opacity-100"
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
