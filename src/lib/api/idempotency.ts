/** An Idempotency-Key and the request body it was first sent with. */
export interface KeyedBody {
  key: string;
  body: string;
}

/**
 * A fresh Idempotency-Key: 128 random bits in hex (`crypto.getRandomValues` works on plain
 * http too, where `crypto.randomUUID` does not).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The key to send with `body`: the previous key when the body is the same (a retry of the same
 * request, so the API does the work once), else a new one (the API would refuse an old key
 * with another body).
 */
export function keyFor(
  previous: KeyedBody | null,
  body: unknown,
  newKey: () => string = newIdempotencyKey,
): KeyedBody {
  const text = JSON.stringify(body);
  return previous?.body === text ? previous : { key: newKey(), body: text };
}
