import { browserApi } from '../../stores/api';
import { ApiError } from '../../lib/api/errors';
import { createT, type Messages } from '../../lib/i18n/messages';
import { routeUrl } from '../../lib/routes';
import { cancelReservation, fetchReservation } from '../../lib/api/booking-calls';
import type { Reservation } from './data';
import { useAccountUser, useLoad } from './hooks';
import { failureData, Loading, Notice, SignInPrompt } from './parts';
import { LoadFailure } from '../ui/LoadFailure';
import { ReservationDetails } from './ReservationDetails';
import { Icon } from '../ui/Icon';
import * as glyphs from '../ui/glyphs';

interface Props {
  locale: string;
  iso: string;
  messages: Messages;
  uuid: string;
  /** `account`: the user's reservation; `dashboard`: a booking of the agent's bookings dashboard. */
  source: 'account' | 'dashboard';
}

/**
 * /account/reservations/{uuid} and /dashboard/bookings/{uuid} (SPEC issue 6): the detail of
 * one reservation with cancellation; a clear message when it is not the user's.
 */
export default function ReservationPage({ locale, iso, messages, uuid, source }: Props) {
  const t = createT(messages, iso);
  const { ready, user } = useAccountUser();
  const api = () => browserApi(locale, t('api.unreachable'));
  const { result, retry, replace } = useLoad(
    async () => {
      const found = await fetchReservation(api(), uuid, source);
      if (!found) throw new ApiError(502, t('api.error'));
      return found;
    },
    ready && user !== null,
    `${String(user?.id)}:${uuid}`,
    t('api.error'),
  );
  const back =
    source === 'account'
      ? { href: routeUrl('account-reservations', {}, locale), label: t('detail.back') }
      : { href: routeUrl('dashboard-bookings', {}, locale), label: t('detail.backBookings') };
  const backLink = (
    <a
      href={back.href}
      className="mt-6 inline-flex items-center gap-1 font-bold text-brand hover:underline"
    >
      <Icon glyph={glyphs.chevronBack} className="flip-rtl h-4 w-4" />
      {back.label}
    </a>
  );

  if (!ready) return <Loading t={t} />;
  if (!user) return <SignInPrompt t={t} locale={locale} />;
  if (result.state === 'loading') return <Loading t={t} />;
  if (result.state === 'error') {
    if (result.error.status === 404) {
      return (
        <>
          <Notice tone="warning">
            <p data-not-found>{t('detail.notFound')}</p>
          </Notice>
          {backLink}
        </>
      );
    }
    return (
      <LoadFailure
        message={result.error.message}
        retry={{ label: t('load.retry'), onRetry: retry }}
        className="mt-8"
        data={failureData(result.error)}
      />
    );
  }
  const cancel = async (r: Reservation) => {
    const cancelled = await cancelReservation(api(), r.uuid);
    if (!cancelled) throw new ApiError(502, t('api.error'));
    return cancelled;
  };
  return (
    <>
      {backLink}
      <ReservationDetails
        reservation={result.data}
        t={t}
        iso={iso}
        cancel={cancel}
        onCancelled={replace}
        agentPrices={source === 'dashboard'}
      />
    </>
  );
}
