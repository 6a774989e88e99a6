/** What a button does, by its colours: the page's main action, another action, or removal. */
export type ButtonTone = 'primary' | 'secondary' | 'danger' | 'remove';
/** How much room a button takes: `sm` in lists and pop-overs, `lg` for a form's submit. */
export type ButtonSize = 'sm' | 'md' | 'lg';

// Whole class names only: Tailwind finds them in this file.
const TONES: Record<ButtonTone, string> = {
  primary: 'bg-bg-brand text-text-brand hover:opacity-90',
  secondary: 'border border-slate-300 hover:border-brand hover:text-brand dark:border-slate-600',
  danger: 'bg-red-600 text-white hover:bg-red-700',
  remove: 'border border-slate-300 hover:border-red-500 hover:text-red-600 dark:border-slate-600',
};
const SIZES: Record<ButtonSize, string> = {
  sm: 'px-4 py-2',
  md: 'px-5 py-2.5',
  lg: 'px-6 py-3',
};

/**
 * The class names of a button, or of a link drawn as one: content centred in a row (an icon or
 * spinner beside the text), dimmed while disabled. Add layout classes (`w-full`, margins) after.
 */
export function buttonClass(tone: ButtonTone, size: ButtonSize = 'md'): string {
  return `inline-flex items-center justify-center gap-2 rounded-xl font-bold disabled:opacity-60 ${SIZES[size]} ${TONES[tone]}`;
}
