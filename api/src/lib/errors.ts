import { z } from 'zod';
import { attributeName, t, type Locale, type MessageKey } from './i18n.ts';

/** An error answered as `{ message }` with an HTTP status (401, 403, 404, 409, 419, 429...). */
export class ApiError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;

  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

/** Field errors answered as 422 `{ message, errors: { field: [messages] } }` (Laravel shape). */
export class ValidationError extends Error {
  readonly errors: Record<string, string[]>;

  constructor(errors: Record<string, string[]>) {
    const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
    super(first);
    this.errors = errors;
  }
}

/** Builds a ValidationError for one field from a message key. */
export function fieldError(
  locale: Locale,
  field: string,
  key: MessageKey,
  params: Record<string, string | number> = {},
): ValidationError {
  return new ValidationError({
    [field]: [t(locale, key, { attribute: attributeName(locale, field), ...params })],
  });
}

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function isMessageKey(value: string): value is MessageKey {
  return /^[a-z_]+\.[a-z_]+$/.test(value);
}

/**
 * Parses input with a zod schema; on failure throws a ValidationError whose messages are
 * localised (the first message per field, in schema order). Custom refinements use a message key
 * as their message.
 */
export function validate<S extends z.core.$ZodType>(
  schema: S,
  input: unknown,
  locale: Locale,
): z.output<S> {
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const field = [...issue.path.map(String), key].join('.');
        errors[field] ??= [t(locale, 'validation.unknown_field', { attribute: key })];
      }
      continue;
    }
    const field = issue.path.map(String).join('.') || 'body';
    if (errors[field]) continue;
    const attribute = attributeName(locale, field);
    const value = valueAt(input, issue.path);
    let message: string;
    if (issue.code === 'custom' && isMessageKey(issue.message)) {
      message = t(locale, issue.message, { attribute });
    } else if (value === undefined || value === null || value === '') {
      message = t(locale, 'validation.required', { attribute });
    } else if (issue.code === 'invalid_type') {
      const key: MessageKey =
        issue.expected === 'string'
          ? 'validation.string'
          : issue.expected === 'boolean'
            ? 'validation.boolean'
            : issue.expected === 'number' || issue.expected === 'int'
              ? 'validation.integer'
              : 'validation.invalid';
      message = t(locale, key, { attribute });
    } else if (issue.code === 'invalid_format' && issue.format === 'email') {
      message = t(locale, 'validation.email', { attribute });
    } else if (issue.code === 'too_small' && issue.origin === 'string') {
      message = t(locale, 'validation.min', { attribute, min: Number(issue.minimum) });
    } else if (issue.code === 'too_big' && issue.origin === 'string') {
      message = t(locale, 'validation.max', { attribute, max: Number(issue.maximum) });
    } else {
      message = t(locale, 'validation.invalid', { attribute });
    }
    errors[field] = [message];
  }
  throw new ValidationError(errors);
}

/**
 * A 429 with `Retry-After`: the localised "too many attempts" message in seconds, or in
 * minutes for waits over two minutes.
 */
export function tooMany(locale: Locale, seconds: number, key?: MessageKey): ApiError {
  const minutes = Math.ceil(seconds / 60);
  const message = key
    ? t(locale, key, { seconds, minutes })
    : seconds > 120
      ? t(locale, 'http.too_many_minutes', { minutes })
      : t(locale, 'http.too_many', { seconds });
  return new ApiError(429, message, { 'Retry-After': String(seconds) });
}
