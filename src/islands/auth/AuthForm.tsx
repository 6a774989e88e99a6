import { useId, useState, type SubmitEvent } from 'react';
import { browserApi } from '../../stores/api';
import { ApiError } from '../../lib/api/errors';
import { logIn, register } from '../../stores/session';
import type { AuthModalMode } from '../../stores/auth-modal';
import { afterAuthPath } from '../../lib/auth/redirect';
import type { T } from '../../lib/i18n/messages';
import { EXTERNAL } from '../../lib/links';
import { $referral } from '../../stores/agent';
import { showToast } from '../../stores/toasts';
import { Spinner } from '../ui/Spinner';
import { checkAuthFields, type AuthFields } from './validate';
import { buttonClass } from '../ui/button';

interface Props {
  locale: string;
  t: T;
  mode: AuthModalMode;
  onModeChange: (mode: AuthModalMode) => void;
  /** A same-site path to go to after logging in; home otherwise. */
  redirect?: string | undefined;
}

type Field = keyof Omit<AuthFields, 'remember'>;

const inputClass =
  'mt-1 block w-full rounded-xl border border-slate-300 bg-page px-3 py-2.5 text-base outline-none focus:border-brand focus:ring-2 focus:ring-brand/30 aria-[invalid=true]:border-red-500 disabled:opacity-60 dark:border-slate-600';

/**
 * The login and register form (SPEC section 4 and 5), in the modal and on /login: a spinner
 * while submitting; register fetches the anti-forgery cookie, registers, then logs in; a
 * server field error shows under its field and the server's translated message as a toast.
 * Remember me is on by default. After logging in: home, or the page that asked.
 */
export function AuthForm({ locale, t, mode, onModeChange, redirect }: Props) {
  const id = useId();
  const [fields, setFields] = useState<AuthFields>({
    name: '',
    email: '',
    password: '',
    password_confirmation: '',
    remember: true,
  });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const registering = mode === 'register';

  const set = (field: keyof AuthFields, value: string | boolean) => {
    setFields((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const problems = checkAuthFields(fields, mode);
    if (Object.keys(problems).length > 0) {
      setErrors(Object.fromEntries(Object.entries(problems).map(([k, p]) => [k, t(`form.${p}`)])));
      event.currentTarget
        .querySelector<HTMLElement>(`[name="${Object.keys(problems)[0] ?? ''}"]`)
        ?.focus();
      return;
    }
    setSubmitting(true);
    setErrors({});
    const api = browserApi(locale, t('api.unreachable'));
    try {
      if (registering) await register(api, fields, t('form.badAnswer'), $referral.get());
      else await logIn(api, fields, t('form.badAnswer'));
      location.assign(afterAuthPath(locale, redirect));
    } catch (error) {
      setSubmitting(false);
      const failure = error instanceof ApiError ? error : new ApiError(0, t('api.error'));
      setErrors(failure.fieldMessages);
      showToast(failure.message, 'error');
    }
  }

  const field = (
    name: Field,
    label: string,
    type: string,
    autoComplete: string,
    placeholder?: string,
  ) => {
    const error = errors[name];
    return (
      <div>
        <label htmlFor={`${id}-${name}`} className="text-sm font-bold">
          {label}
        </label>
        <input
          id={`${id}-${name}`}
          name={name}
          type={type}
          autoComplete={autoComplete}
          placeholder={placeholder}
          value={fields[name]}
          onChange={(e) => set(name, e.target.value)}
          disabled={submitting}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
          dir={type === 'email' || type === 'password' ? 'ltr' : undefined}
          className={inputClass}
          {...(name === 'email' && !registering ? { 'data-autofocus': true } : {})}
          {...(name === 'name' ? { 'data-autofocus': true } : {})}
        />
        {error && (
          <p
            id={`${id}-${name}-error`}
            className="mt-1 text-sm text-red-600 dark:text-red-400"
            data-field-error={name}
          >
            {error}
          </p>
        )}
      </div>
    );
  };

  // Errors of fields this form does not have (none expected) still reach the user.
  const stray = Object.entries(errors).find(
    ([k, v]) => v && !['name', 'email', 'password', 'password_confirmation'].includes(k),
  )?.[1];

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4" data-auth-form={mode}>
      {registering && field('name', t('form.name'), 'text', 'name', t('form.namePlaceholder'))}
      {field('email', t('form.email'), 'email', 'email')}
      {field(
        'password',
        t('form.password'),
        'password',
        registering ? 'new-password' : 'current-password',
      )}
      {registering &&
        field('password_confirmation', t('form.passwordConfirmation'), 'password', 'new-password')}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="remember"
            checked={fields.remember}
            onChange={(e) => set('remember', e.target.checked)}
            disabled={submitting}
            className="h-4 w-4 accent-brand"
          />
          {t('form.remember')}
        </label>
        {!registering && (
          <a
            href={EXTERNAL.passwordReset}
            target="_blank"
            rel="noopener noreferrer"
            className="text-sm font-bold text-brand hover:underline"
            data-password-reset
          >
            {t('form.forgot')}
            <span className="sr-only"> ({t('menu.newTab')})</span>
          </a>
        )}
      </div>
      {stray && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {stray}
        </p>
      )}
      <button
        type="submit"
        disabled={submitting}
        aria-busy={submitting}
        className={`${buttonClass('primary', 'lg')} w-full`}
      >
        {submitting && <Spinner />}
        {submitting
          ? t('form.submitting')
          : t(registering ? 'form.submitRegister' : 'form.submitLogin')}
      </button>
      <p className="text-center text-sm">
        {t(registering ? 'form.haveAccount' : 'form.noAccount')}{' '}
        <button
          type="button"
          onClick={() => {
            setErrors({});
            onModeChange(registering ? 'login' : 'register');
          }}
          className="font-bold text-brand hover:underline"
          data-switch-mode
        >
          {t(registering ? 'form.toLogin' : 'form.toRegister')}
        </button>
      </p>
    </form>
  );
}
