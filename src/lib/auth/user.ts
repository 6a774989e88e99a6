import { z } from 'zod/mini';
import type { User } from '../types';

const userSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.catch(z.string(), ''),
  avatar: z.catch(z.nullable(z.string()), null),
  plan_id: z.catch(z.nullable(z.number()), null),
  options: z.catch(
    z.object({
      flights: z.catch(z.boolean(), false),
      packages: z.catch(z.boolean(), false),
      crm: z.catch(z.boolean(), false),
      vouchers: z.catch(z.boolean(), false),
    }),
    { flights: false, packages: false, crm: false, vouchers: false },
  ),
  actions: z.catch(z.array(z.string()), []),
  fid: z.catch(z.nullable(z.number()), null),
});

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
