import { useId, useState, type SubmitEvent } from 'react';
import { browserApi } from '../../stores/api';
import { ApiError } from '../../lib/api/errors';
import { createT, type Messages } from '../../lib/i18n/messages';
import { routeUrl } from '../../lib/routes';
import { Spinner } from '../ui/Spinner';
import { cancelReservation, lookUpReservation } from '../../lib/api/booking-calls';
import type { Reservation } from './data';
import { useAccountUser } from './hooks';
import { inputClass } from './parts';
import { buttonClass } from '../ui/button';
import { ReservationDetails } from './ReservationDetails';

interface Props {
  locale: string;
  iso: string;
  messages: Messages;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * /reservation (SPEC section 1 and 6): a guest finds a reservation by its confirmation
 * number and the booking's email (`GET /v3/reservations/lookup`), sees it and can cancel it
 * (the reference and the email prove it is theirs).
 */
export default function ReservationLookup({ locale, iso, messages }: Props) {
  const t = createT(messages, iso);
  const id = useId();
  const { user } = useAccountUser();
  const [reference, setReference] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'reference' | 'email', string>>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [found, setFound] = useState<Reservation | null>(null);
  const api = () => browserApi(locale, t('api.unreachable'));

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const problems: typeof errors = {};
    if (reference.trim() === '') problems.reference = t('form.required');
    if (email.trim() === '') problems.email = t('form.required');
    else if (!EMAIL.test(email.trim())) problems.email = t('form.invalidEmail');
    setErrors(problems);
    setFailure(null);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      const reservation = await lookUpReservation(api(), {
        reference: reference.trim(),
        email: email.trim(),
      });
      if (!reservation) throw new ApiError(502, t('api.error'));
      setFound(reservation);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError(0, t('api.error'));
      setErrors(apiError.fieldMessages);
      setFailure(apiError.firstMessage);
    } finally {
      setBusy(false);
    }
  }

  if (found) {
    const cancel = async (r: Reservation) => {
      const cancelled = await cancelReservation(api(), r.uuid, {
        reference: r.reference,
        email: email.trim(),
      });
      if (!cancelled) throw new ApiError(502, t('api.error'));
      return cancelled;
    };
    return (
      <>
        <ReservationDetails
          reservation={found}
          t={t}
          iso={iso}
          cancel={cancel}
          onCancelled={setFound}
        />
        <button
          type="button"
          onClick={() => {
            setFound(null);
            setReference('');
          }}
          className={`${buttonClass('secondary')} mt-6`}
        >
          {t('lookup.another')}
        </button>
      </>
    );
  }

  const field = (
    name: 'reference' | 'email',
    label: string,
    value: string,
    onChange: (v: string) => void,
    extra: { type: string; autoComplete: string; hint?: string },
  ) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="text-sm font-bold">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={extra.type}
        autoComplete={extra.autoComplete}
        value={value}
        dir="ltr"
        onChange={(e) => {
          onChange(e.target.value);
          setErrors((x) => ({ ...x, [name]: undefined }));
        }}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={`${id}-${name}-note`}
        className={inputClass}
      />
      <p id={`${id}-${name}-note`} className="mt-1 text-sm">
        {errors[name] ? (
          <span className="text-red-600 dark:text-red-400" data-field-error={name}>
            {errors[name]}
          </span>
        ) : (
          extra.hint && <span className="text-slate-500 dark:text-slate-400">{extra.hint}</span>
        )}
      </p>
    </div>
  );

  return (
    <>
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-8 space-y-4" data-lookup-form>
        {field('reference', t('lookup.reference'), reference, setReference, {
          type: 'text',
          autoComplete: 'off',
          hint: t('lookup.referenceHint'),
        })}
        {field('email', t('lookup.email'), email, setEmail, {
          type: 'email',
          autoComplete: 'email',
        })}
        {failure && !errors.reference && !errors.email && (
          <p role="alert" className="text-red-600 dark:text-red-400" data-lookup-error>
            {failure}
          </p>
        )}
        <button type="submit" disabled={busy} aria-busy={busy} className={buttonClass('primary')}>
          {busy && <Spinner />}
          {t('lookup.submit')}
        </button>
      </form>
      {user && (
        <p className="mt-6 text-slate-600 dark:text-slate-300">
          {t('lookup.signedIn')}{' '}
          <a
            href={routeUrl('account-reservations', {}, locale)}
            className="font-bold text-brand hover:underline"
          >
            {t('menu.myReservations')}
          </a>
        </p>
      )}
    </>
  );
}
