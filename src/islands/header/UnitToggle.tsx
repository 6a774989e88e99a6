import type { T } from '../../lib/i18n/messages';
import { $unit, toggleUnit } from '../../stores/unit';
import { useClientStore } from '../ui/useClientStore';
import { Icon } from '../ui/Icon';
import * as glyphs from '../ui/glyphs';

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
      <Icon glyph={glyphs.ruler} className="h-5 w-5" />
      <span className="flex-1">{t('unit.label')}</span>
      <span className="text-sm font-bold">{t(`unit.${unit}`)}</span>
    </button>
  );
}
