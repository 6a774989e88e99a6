import { describe, expect, it } from 'vitest';
import { keyFor, newIdempotencyKey } from './idempotency';

describe('keyFor', () => {
  it('keeps the key for the same body and takes a new one for another body', () => {
    let n = 0;
    const next = () => `key-${++n}`;
    const first = keyFor(null, { rate_id: 'a', holder: { email: 'x@y.z' } }, next);
    expect(first.key).toBe('key-1');
    const retry = keyFor(first, { rate_id: 'a', holder: { email: 'x@y.z' } }, next);
    expect(retry.key).toBe('key-1');
    const edited = keyFor(retry, { rate_id: 'a', holder: { email: 'other@y.z' } }, next);
    expect(edited.key).toBe('key-2');
  });

  it('makes 32 hex characters of randomness, different every time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
});
