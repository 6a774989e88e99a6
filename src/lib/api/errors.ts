/** A failed API call, read into what the interface shows (SPEC section 8). */
export class ApiError extends Error {
  /** HTTP status; 0 when the API could not be reached. */
  readonly status: number;
  /** Field errors of a 422 answer (Laravel shape), first message first. */
  readonly errors: Record<string, string[]>;

  constructor(status: number, message: string, errors: Record<string, string[]> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }

  /** True when the request never got an answer (offline, API down, timeout). */
  get unreachable(): boolean {
    return this.status === 0;
  }

  /**
   * The message a form shows (SPEC section 5): the first message of the first failing
   * field, else the server's message.
   */
  get firstMessage(): string {
    const first = Object.values(this.errors)[0]?.[0];
    return first ?? this.message;
  }

  /** The first message of each failing field, for showing under the fields. */
  get fieldMessages(): Record<string, string> {
    return Object.fromEntries(
      Object.entries(this.errors)
        .filter(([, list]) => list.length > 0)
        .map(([field, list]) => [field, list[0] as string]),
    );
  }
}

/** Reads an error answer body (`{ message, errors }`) leniently. */
export function toApiError(status: number, body: unknown, fallback: string): ApiError {
  if (typeof body !== 'object' || body === null) return new ApiError(status, fallback);
  const record = body as { message?: unknown; errors?: unknown };
  const message =
    typeof record.message === 'string' && record.message.trim() !== '' ? record.message : fallback;
  const errors: Record<string, string[]> = {};
  if (typeof record.errors === 'object' && record.errors !== null) {
    for (const [field, list] of Object.entries(record.errors as Record<string, unknown>)) {
      if (Array.isArray(list))
        errors[field] = list.filter((m): m is string => typeof m === 'string');
    }
  }
  return new ApiError(status, message, errors);
}
