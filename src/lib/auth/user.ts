import { userSchema } from '../../../contract/user';
import type { User } from '../types';

/**
 * The user of a `GET /v3/auth` or `POST /login` answer (`{ data: user }`, SPEC section 7),
 * or undefined when the answer has no usable user. Unknown or malformed optional fields
 * fall back to the least privileged value.
 */
export function readUser(body: unknown): User | undefined {
  const data = (body as { data?: unknown } | null | undefined)?.data;
  const parsed = userSchema.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}
