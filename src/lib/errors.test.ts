import { describe, expect, it } from 'vitest';
import { ERROR_PAGE_STATUSES, errorStatus, errorTextKeys, isId, isUuid, notFound } from './errors';
import en from '../../locales/en/common.json';

describe('errorStatus', () => {
  it('uses the status of the error, else 500', () => {
    expect(errorStatus({ status: 404 })).toBe(404);
    expect(errorStatus({ statusCode: 503 })).toBe(503);
    expect(errorStatus(new Error('x'))).toBe(500);
    expect(errorStatus({ status: 200 })).toBe(500);
    expect(errorStatus({ status: '404' })).toBe(500);
    expect(errorStatus(null)).toBe(500);
  });

  it('answers an empty 404 for the 404 page', () => {
    expect(notFound().status).toBe(404);
  });

  it('validates ids', () => {
    expect(isUuid('0b4f0c2e-1111-4222-8333-444455556666')).toBe(true);
    expect(isUuid('0b4f0c2e')).toBe(false);
    expect(isId('ChIJ_abc-123')).toBe(true);
    expect(isId('a/b')).toBe(false);
    expect(isId('')).toBe(false);
  });
});

describe('errorTextKeys', () => {
  it('names a title and a message of the common namespace for every error page', () => {
    const messages = en as Record<string, string>;
    for (const status of [...ERROR_PAGE_STATUSES, 502]) {
      const { title, message } = errorTextKeys(status);
      expect(messages[title], `${status} ${title}`).toBeTruthy();
      expect(messages[message], `${status} ${message}`).toBeTruthy();
    }
    expect(errorTextKeys(503).title).toBe('error.unavailableTitle');
    expect(errorTextKeys(500).title).toBe('error.errorTitle');
  });
});
