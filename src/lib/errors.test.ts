import { describe, expect, it } from 'vitest';
import { errorStatus, isId, isUuid, notFound } from './errors';

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
