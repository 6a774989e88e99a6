import type { BookingOutcome } from '../../lib/booking/book-page';
import type { T } from '../../lib/i18n/messages';
import { buttonClass } from '../ui/button';
import { money } from './format';

const problemClass =
  'rounded-xl border border-red-200 bg-red-50 p-4 text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200';

/**
 * The end of the booking form: what the last attempt answered (errors, sold out, a new price to
 * accept) and the submit button, which a new price replaces.
 */
export function BookingOutcomeView({
  t,
  iso,
  outcome,
  submitting,
  backHref,
  onPay,
}: {
  t: T;
  iso: string;
  outcome: BookingOutcome;
  submitting: boolean;
  /** The hotel's page, to choose another room. */
  backHref: string;
  /** Goes on to pay the booking with this id. */
  onPay: (uuid: string) => void;
}) {
  return (
    <>
      {outcome.kind === 'error' && (
        <div role="alert" className={problemClass} data-booking-error>
          {outcome.messages.map((m) => (
            <p key={m} className="font-bold">
              {m}
            </p>
          ))}
        </div>
      )}
      {outcome.kind === 'soldOut' && (
        <div role="alert" className={problemClass} data-sold-out>
          <p className="font-bold">{outcome.message}</p>
          <p className="mt-1">{t('book.soldOutHint')}</p>
          <a href={backHref} className="mt-3 inline-block font-bold underline">
            {t('book.chooseAnother')}
          </a>
        </div>
      )}
      {outcome.kind === 'priceChanged' ? (
        <div
          role="alert"
          className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-900/30 dark:text-amber-100"
          data-price-changed
        >
          <p className="text-lg font-black">{t('book.priceChanged')}</p>
          <p className="mt-1">
            {t('book.priceChangedText', {
              old: money(
                outcome.booking.previous_price?.amount ?? Number.NaN,
                outcome.booking.previous_price?.currency ?? outcome.booking.price.total.currency,
                iso,
              ),
              new: money(
                outcome.booking.price.total.amount,
                outcome.booking.price.total.currency,
                iso,
              ),
            })}
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button
              type="button"
              onClick={() => onPay(outcome.booking.uuid)}
              className={buttonClass('primary')}
            >
              {t('book.acceptNewPrice')}
            </button>
            <a
              href={backHref}
              className="rounded-xl border border-amber-400 px-5 py-2.5 font-bold hover:bg-amber-100 dark:hover:bg-amber-900/40"
            >
              {t('book.chooseAnother')}
            </a>
          </div>
        </div>
      ) : (
        <button
          type="submit"
          disabled={submitting}
          className={`${buttonClass('primary', 'lg')} w-full text-lg sm:w-auto`}
        >
          {submitting ? t('book.submitting') : t('book.submit')}
        </button>
      )}
    </>
  );
}
