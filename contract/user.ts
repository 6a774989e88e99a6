import { z } from 'zod/mini';

/**
 * The signed-in user (SPEC section 3), as `GET /v3/auth` and `POST /login` give it in `data`.
 * A client reads a missing or malformed optional field as the least privileged value.
 */
export const userSchema = z.object({
  id: z.int(),
  name: z.string(),
  email: z.catch(z.string(), ''),
  avatar: z.catch(z.nullable(z.string().check(z.describe('URL'))), null),
  /** Non-null means the user is an agent (SPEC section 6). */
  plan_id: z.catch(
    z.nullable(z.int().check(z.describe('Non-null means the user is an agent'))),
    null,
  ),
  options: z.catch(
    z.object({
      flights: z.catch(z.boolean(), false),
      packages: z.catch(z.boolean(), false),
      crm: z.catch(z.boolean(), false),
      vouchers: z.catch(z.boolean(), false),
    }),
    { flights: false, packages: false, crm: false, vouchers: false },
  ),
  actions: z.catch(z.array(z.string().check(z.describe('e.g. reservations'))), []),
  fid: z.catch(z.nullable(z.int().check(z.describe('Agent id'))), null),
  /** `staff` for house staff, who see and manage the house's bookings (fid 1), else `user`. */
  role: z.catch(
    z
      .enum(['user', 'staff'])
      .check(z.describe('staff: house staff, who see and manage the house’s bookings (fid 1)')),
    'user',
  ),
});
export type User = z.infer<typeof userSchema>;

/** The sign-in form (`POST /login`, form data). */
export const loginFormSchema = z.object({
  email: z.string(),
  password: z.string(),
  remember: z.optional(z.string().check(z.describe('true/false/1/0/on'))),
});

/** `POST /api/register` (JSON or form). */
export const registrationSchema = z.strictObject({
  name: z.string().check(z.describe("English letters, spaces, . ' -")),
  email: z.string(),
  password: z.string().check(z.describe('8 characters or more')),
  password_confirmation: z.string(),
  remember: z.optional(z.boolean()),
  referral: z.optional(
    z
      .string()
      .check(z.describe("The visitor's referral code (`?ref=`): 1-64 letters, digits, _ or -")),
  ),
});
export type Registration = z.infer<typeof registrationSchema>;
