import type { MouseEvent, ReactNode } from 'react';
import type { ApiError } from '../../lib/api/errors';
import { openAuthModal } from '../../stores/auth-modal';
import type { T } from '../../lib/i18n/messages';
import { routeUrl } from '../../lib/routes';
import { documentUrl } from '../../lib/urls';
import { buttonClass } from '../ui/button';
import { Spinner } from '../ui/Spinner';
import type { BookingDocuments, BookingStatus } from './data';

export const cardClass =
  'rounded-2xl border border-slate-200 bg-page p-4 shadow-sm sm:p-5 dark:border-slate-700';
export const inputClass =
  'mt-1 block w-full rounded-xl border border-slate-300 bg-page px-3 py-2 text-base outline-none focus:border-brand focus:ring-2 focus:ring-brand/30 aria-[invalid=true]:border-red-500 dark:border-slate-600';

/** The current page, to come back to after logging in. */
function here(): string {
  return `${location.pathname}${location.search}`;
}

/**
 * The sign-in prompt of account pages (visitors get it instead of an error): log in or
 * create an account in the modal, coming back to this page. Without the modal (pages with
 * no header) the buttons go to /login, which comes back too.
 */
export function SignInPrompt({
  t,
  locale,
  withModal = true,
}: {
  t: T;
  locale: string;
  withModal?: boolean;
}) {
  const open = (signUp: boolean) => (event: MouseEvent) => {
    if (!withModal) return;
    event.preventDefault();
    openAuthModal(signUp, here());
  };
  const href = (signUp: boolean) =>
    typeof location === 'undefined'
      ? routeUrl('login', {}, locale)
      : routeUrl('login', {}, locale, { redirect: here(), signUp: signUp ? 1 : undefined });
  return (
    <div
      className="mt-8 rounded-2xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-700 dark:bg-slate-800/60"
      data-sign-in-prompt
    >
      <h2 className="text-xl font-bold">{t('auth.signInPrompt')}</h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t('auth.signInPromptText')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a
          href={href(false)}
          onClick={open(false)}
          className={buttonClass('primary')}
          data-prompt="login"
        >
          {t('prompt.login')}
        </a>
        <a
          href={href(true)}
          onClick={open(true)}
          className={buttonClass('secondary')}
          data-prompt="register"
        >
          {t('prompt.register')}
        </a>
      </div>
    </div>
  );
}

/** A loading line with a spinner (`label` replaces "Loading…"). */
export function Loading({ t, label }: { t: T; label?: string }) {
  return (
    <p
      className="mt-8 flex items-center gap-2 text-slate-500 dark:text-slate-400"
      role="status"
      data-loading
    >
      <Spinner />
      {label ?? t('load.loading')}
    </p>
  );
}

/** `LoadFailure`'s data attribute for a failed API call: `unreachable` or the HTTP status. */
export function failureData(error: ApiError): Record<`data-${string}`, string> {
  return { 'data-load-error': error.unreachable ? 'unreachable' : String(error.status) };
}

/** A plain message box (empty lists, refused access). */
export function Notice({
  children,
  tone = 'info',
}: {
  children: ReactNode;
  tone?: 'info' | 'warning';
}) {
  return (
    <div
      className={`mt-8 rounded-2xl border p-5 ${
        tone === 'warning'
          ? 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100'
          : 'border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800/60'
      }`}
      data-notice={tone}
    >
      {children}
    </div>
  );
}

const statusColours: Record<BookingStatus, string> = {
  confirmed: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-200',
  pending_payment: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
  cancelled: 'bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-200',
  expired: 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200',
};

/** A booking status as a coloured label. */
export function StatusBadge({ status, t }: { status: BookingStatus; t: T }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-bold ${statusColours[status]}`}
      data-status={status}
    >
      {t(`status.${status}`)}
    </span>
  );
}

/** A label and its value in a description list. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="font-bold">{children}</dd>
    </div>
  );
}

/**
 * The downloads of a confirmed booking: its PDF voucher and its calendar entry, through the
 * API's signed links (checked before they become addresses); nothing without them.
 */
export function DocumentLinks({
  documents,
  t,
  className = '',
}: {
  documents: BookingDocuments | null | undefined;
  t: T;
  className?: string;
}) {
  const voucher = documentUrl(documents?.voucher);
  const calendar = documentUrl(documents?.calendar);
  if (!voucher && !calendar) return null;
  const link =
    'inline-flex items-center gap-2 rounded-xl border border-slate-300 px-4 py-2 text-sm font-bold hover:border-brand hover:text-brand dark:border-slate-600';
  return (
    <div className={`flex flex-wrap gap-3 ${className}`} data-documents>
      {voucher && (
        <a href={voucher} download className={link} data-document="voucher-pdf">
          {t('documents.voucher')}
        </a>
      )}
      {calendar && (
        <a href={calendar} download className={link} data-document="calendar-ics">
          {t('documents.calendar')}
        </a>
      )}
    </div>
  );
}
