import type { T } from '../../../lib/i18n/messages';
import { buttonClass } from '../../ui/button';

/** Previous and next page buttons around "Page n of m"; the arrows turn in right-to-left. */
export function Pagination({
  t,
  page,
  pages,
  onPage,
}: {
  t: T;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label={t('pages.label')} className="mt-6 flex items-center justify-between gap-3">
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        className={buttonClass('secondary', 'sm')}
      >
        <span aria-hidden="true" className="flip-rtl inline-block">
          ‹
        </span>
        {t('pages.previous')}
      </button>
      <span className="text-sm" aria-current="page" data-page={page}>
        {t('pages.status', { page, pages })}
      </span>
      <button
        type="button"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        className={buttonClass('secondary', 'sm')}
      >
        {t('pages.next')}
        <span aria-hidden="true" className="flip-rtl inline-block">
          ›
        </span>
      </button>
    </nav>
  );
}
