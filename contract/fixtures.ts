/**
 * API answers for tests, built with the contract's schemas: each factory starts from a complete
 * answer as the API sends it, applies the test's changes and parses the result, so a fixture
 * can neither lack a field the API sends nor carry one it does not.
 */
import { z } from 'zod/mini';
import { userSchema, type User } from './user.ts';

/** Parses `value` with `schema`, throwing with the issues when a test builds a wrong shape. */
export function checked<S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> {
  const parsed = z.safeParse(schema, value);
  if (!parsed.success)
    throw new Error(`Fixture off the contract: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** A signed-in user (`GET /v3/auth` data): a plain traveller unless changed. */
export function userFixture(changes: Partial<User> = {}): User {
  return checked(userSchema, {
    id: 1,
    name: 'Dana Levi',
    email: 'dana@demo.test',
    avatar: null,
    plan_id: null,
    options: { flights: false, packages: false, crm: false, vouchers: false },
    actions: [],
    fid: null,
    role: 'user',
    ...changes,
  });
}
