import { z } from 'zod/mini';

/**
 * How the typed calls of the booking API read answers. Each call takes its request as the
 * contract declares it and reads its answer (`{ data }`) with the contract's schema; an answer
 * off the contract is `undefined`, for the caller to report as a bad answer, and HTTP failures
 * are `ApiError`s. The calls live by concern (search-calls, suggestion-calls, hotel-calls,
 * booking-calls, agent-calls), so that an island loads and builds only the schemas of its own
 * calls: every schema a module declares is built when a page loads it.
 */

/** The `data` of an answer as `schema` reads it, or undefined when it does not. */
export function dataOf<S extends z.ZodMiniType>(
  schema: S,
  answer: unknown,
): z.output<S> | undefined {
  const data = (answer as { data?: unknown } | null | undefined)?.data;
  const parsed = z.safeParse(schema, data);
  return parsed.success ? parsed.data : undefined;
}

/** The items of a `{ data: [...] }` answer the schema reads (others are left out), or undefined when it is no list. */
export function listOf<S extends z.ZodMiniType>(
  schema: S,
  answer: unknown,
): z.output<S>[] | undefined {
  const data = (answer as { data?: unknown } | null | undefined)?.data;
  if (!Array.isArray(data)) return undefined;
  return data.flatMap((item) => {
    const parsed = z.safeParse(schema, item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** How a call may be cut short: aborted by its signal, or a time limit below the client's. */
export interface CallOptions {
  signal?: AbortSignal;
  timeout?: number;
}
