import type { T } from '../../lib/i18n/messages';
import { $unit, toggleUnit } from '../../stores/unit';
import { useClientStore } from '../ui/useClientStore';

/** Area unit toggle (SPEC section 4): square metres or square feet. */
export function UnitToggle({ t }: { t: T }) {
  const unit = useClientStore($unit, 'm');
  return (
    <button
      type="button"
      onClick={toggleUnit}
      data-unit={unit}
      className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-start hover:bg-slate-100 dark:hover:bg-slate-800"
    >
      <svg
        viewBox="0 0 24 24"
        className="h-5 w-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        aria-hidden="true"
      >
        <path d="M3 21V3h18v18zM3 9h4M3 15h4M9 3v4M15 3v4" />
      </svg>
      <span className="flex-1">{t('unit.label')}</span>
      <span className="text-sm font-bold">{t(`unit.${unit}`)}</span>
    </button>
  );
}
