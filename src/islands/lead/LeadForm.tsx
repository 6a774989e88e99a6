import { useStore } from '@nanostores/react';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type SubmitEvent,
  type InputHTMLAttributes,
} from 'react';
import { browserApi } from '../../stores/api';
import { ApiError } from '../../lib/api/errors';
import type { T } from '../../lib/i18n/messages';
import { LEAD_CONFIG } from '../../lib/lead/config';
import { leadPayload } from '../../lib/lead/payload';
import { LEAD_TIMING } from '../../lib/lead/timing';
import type { CountryRef } from '../../lib/types';
import { regionName } from '../../lib/region-name';
import { $countries, $country } from '../../stores/country';
import { showToast } from '../../stores/toasts';
import { CountryPicker } from '../ui/CountryPicker';
import { Icon } from '../ui/Icon';
import * as glyphs from '../ui/glyphs';
import { Spinner } from '../ui/Spinner';
import { buttonClass } from '../ui/button';

const FIELDS = ['name', 'email', 'phone'] as const;
type Field = (typeof FIELDS)[number];
type Status = 'editing' | 'sending' | 'sent' | 'failed';

interface Props {
  locale: string;
  iso: string;
  t: T;
  localeCountry: CountryRef;
  /** Called 2 s after the lead was sent, or after a failure that counts as sent. */
  onDone: () => void;
  /** Told when the country picker opens and closes (the pop-up must not close under it). */
  onPicker: (open: boolean) => void;
}

/**
 * The lead form (SPEC section 3, 5, 7 and 8): name, email and phone are required; the dial
 * code comes from the visitor's country, else the locale's, and the country picker changes
 * it. The server's field errors show under the fields; a failure without field errors shows
 * a toast and counts as sent. Sent or failed, the pop-up closes 2 s later.
 */
export function LeadForm({ locale, iso, t, localeCountry, onDone, onPicker }: Props) {
  const id = useId();
  const visitorCountry = useStore($country);
  const recent = useStore($countries);
  const [chosen, setChosen] = useState<CountryRef | null>(null);
  const country = chosen ?? (visitorCountry?.dial_code ? visitorCountry : localeCountry);
  const [pickerOpen, setPickerOpen] = useState(false);
  const openPicker = () => {
    onPicker(true);
    setPickerOpen(true);
  };
  const closePicker = useCallback(() => {
    onPicker(false);
    setPickerOpen(false);
  }, [onPicker]);
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', phone: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState('');
  const [status, setStatus] = useState<Status>('editing');
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (status !== 'sent' && status !== 'failed') return;
    const timer = setTimeout(onDone, LEAD_TIMING.autoClose);
    return () => clearTimeout(timer);
  }, [status, onDone]);

  // The first failing field takes focus once the form is enabled again (after rendering).
  const focusPending = useRef(false);
  useEffect(() => {
    if (!focusPending.current || status !== 'editing') return;
    focusPending.current = false;
    const first = FIELDS.find((f) => errors[f]);
    if (first) form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  }, [errors, status]);
  const focusFirstError = () => {
    focusPending.current = true;
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status !== 'editing') return;
    const missing: Partial<Record<Field, string>> = {};
    for (const field of FIELDS) {
      if (values[field].trim() === '') missing[field] = t(`lead.${field}Required`);
    }
    setErrors(missing);
    setFormError('');
    if (Object.keys(missing).length > 0) {
      focusFirstError();
      return;
    }
    setStatus('sending');
    const payload = leadPayload(
      { ...values, country_prefix: country.dial_code },
      { locale, title: document.title, url: location.href, ...LEAD_CONFIG },
    );
    try {
      // The typed call (and the zod schemas it reads with) loads on sending, not with the page.
      const { sendLead } = await import('../../lib/api/booking-calls');
      await sendLead(browserApi(locale, t('api.unreachable')), payload);
      setStatus('sent');
    } catch (error) {
      const messages = error instanceof ApiError ? error.fieldMessages : {};
      if (Object.keys(messages).length === 0) {
        showToast(t('lead.failed'), 'error');
        setStatus('failed');
        return;
      }
      const fieldErrors: Partial<Record<Field, string>> = {};
      for (const field of FIELDS) if (messages[field]) fieldErrors[field] = messages[field];
      setErrors(fieldErrors);
      // Errors of fields the form does not show (a bad dial code) go above the button.
      const other = Object.entries(messages).find(
        ([field]) => !(FIELDS as readonly string[]).includes(field),
      );
      setFormError(other?.[1] ?? '');
      setStatus('editing');
      focusFirstError();
    }
  }

  if (status === 'sent') {
    return (
      <div
        role="status"
        data-lead-sent
        className="flex flex-col items-center gap-2 py-6 text-center"
      >
        <Icon
          glyph={glyphs.check}
          className="h-12 w-12 rounded-full bg-emerald-100 p-2 text-emerald-700 dark:bg-emerald-900 dark:text-emerald-200"
        />
        <p className="text-lg font-bold">{t('lead.sentTitle')}</p>
        <p>{t('lead.sentText')}</p>
      </div>
    );
  }

  const input =
    'w-full rounded-xl border border-slate-300 bg-page px-3 py-2.5 outline-none focus:border-brand aria-[invalid=true]:border-red-600 dark:border-slate-600';
  const field = (
    name: Field,
    type: string,
    autoComplete: string,
    extra?: InputHTMLAttributes<HTMLInputElement>,
  ) => (
    <input
      id={`${id}-${name}`}
      name={name}
      type={type}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      aria-invalid={errors[name] ? true : undefined}
      aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
      className={`${input} min-w-0`}
      {...extra}
    />
  );
  const error = (name: Field) =>
    errors[name] ? (
      <p
        id={`${id}-${name}-error`}
        data-error={name}
        className="text-sm text-red-700 dark:text-red-400"
      >
        {errors[name]}
      </p>
    ) : null;

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-3"
      data-lead-form
    >
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('lead.formIntro')}</p>
      <fieldset disabled={status !== 'editing'} className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-name`} className="text-sm font-bold">
            {t('lead.name')}
          </label>
          {field('name', 'text', 'name')}
          {error('name')}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-email`} className="text-sm font-bold">
            {t('lead.email')}
          </label>
          {field('email', 'email', 'email', {
            dir: 'ltr',
            className: `${input} text-start rtl:text-end`,
          })}
          {error('email')}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-phone`} className="text-sm font-bold">
            {t('lead.phone')}
          </label>
          <div className="flex gap-2" dir="ltr">
            <button
              type="button"
              onClick={openPicker}
              aria-haspopup="dialog"
              aria-label={t('lead.dialCode', {
                country: regionName(country.code, iso, country.name),
                code: country.dial_code,
              })}
              data-dial-code={country.dial_code}
              className="flex shrink-0 items-center gap-1 rounded-xl border border-slate-300 px-3 py-2.5 hover:border-brand dark:border-slate-600"
            >
              <span className="text-xs font-bold text-slate-500">{country.code}</span>
              <span>{country.dial_code}</span>
              <Icon glyph={glyphs.chevronDown} className="h-4 w-4" />
            </button>
            {field('phone', 'tel', 'tel-national', { inputMode: 'tel' })}
          </div>
          {error('phone')}
        </div>
        {formError && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {formError}
          </p>
        )}
        <p className="text-xs text-slate-500 dark:text-slate-400">{t('lead.disclaimer')}</p>
        <button
          type="submit"
          aria-busy={status === 'sending'}
          className={buttonClass('primary', 'lg')}
        >
          {status === 'sending' && <Spinner className="h-5 w-5" />}
          {status === 'sending' ? t('lead.sending') : t('lead.submit')}
        </button>
      </fieldset>
      <CountryPicker
        open={pickerOpen}
        onClose={closePicker}
        onChoose={setChosen}
        selected={country.code}
        recent={recent}
        iso={iso}
        t={t}
      />
    </form>
  );
}
