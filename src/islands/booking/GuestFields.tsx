import type { FieldErrors } from '../../lib/booking/book-page';
import { MAX_LENGTH, type GuestField, type GuestForm } from '../../lib/booking/guest-form';
import type { T } from '../../lib/i18n/messages';

const inputClass =
  'mt-1 w-full rounded-lg border bg-page px-3 py-2 aria-[invalid=true]:border-red-600 border-slate-300 dark:border-slate-600';

/** The guest's fields: name, e-mail, phone and special requests, each with its error. */
export function GuestFields({
  t,
  form,
  errors,
  onChange,
}: {
  t: T;
  form: GuestForm;
  errors: FieldErrors;
  onChange: (field: GuestField, value: string) => void;
}) {
  const field = (name: GuestField, type: string, autoComplete: string, required = true) => {
    const error = errors[name];
    const id = `guest-${name}`;
    const common = {
      id,
      name,
      value: form[name],
      maxLength: MAX_LENGTH[name],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
      className: inputClass,
    };
    return (
      <div className={name === 'special_requests' ? 'sm:col-span-2' : ''}>
        <label htmlFor={id} className="block text-sm font-bold">
          {t(`form.${name}`)}
          {!required && <span className="font-normal text-slate-500"> ({t('form.optional')})</span>}
        </label>
        {name === 'special_requests' ? (
          <textarea
            {...common}
            rows={3}
            onChange={(e) => onChange(name, e.target.value)}
            placeholder={t('form.special_requests_hint')}
          />
        ) : (
          <input
            {...common}
            type={type}
            autoComplete={autoComplete}
            required={required}
            dir={type === 'tel' || type === 'email' ? 'ltr' : undefined}
            onChange={(e) => onChange(name, e.target.value)}
          />
        )}
        {error && (
          <p
            id={`${id}-error`}
            className="mt-1 text-sm font-bold text-red-700 dark:text-red-400"
            data-field-error={name}
          >
            {error}
          </p>
        )}
      </div>
    );
  };
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-xl font-black">{t('form.title')}</legend>
      {field('first_name', 'text', 'given-name')}
      {field('last_name', 'text', 'family-name')}
      {field('email', 'email', 'email')}
      {field('phone', 'tel', 'tel')}
      {field('special_requests', 'text', 'off', false)}
    </fieldset>
  );
}
