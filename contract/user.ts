import { z } from 'zod/mini';
import { described } from './described.ts';

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

/** "Remember me" as a form or JSON sends it; true for true, "true", "1" and "on". */
export const rememberSchema = z.pipe(
  z.optional(
    described(
      z.union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'off', ''])]),
      'true gives a 30-day session cookie; true/false/1/0/on',
    ),
  ),
  z.transform((v) => v === true || v === 'true' || v === '1' || v === 'on'),
);

const email = z.pipe(z.string().check(z.trim(), z.minLength(1), z.maxLength(254)), z.email());

/** The sign-in form (`POST /login`, form data). */
export const loginFormSchema = z.strictObject({
  email,
  password: z.string().check(z.minLength(1), z.maxLength(1000)),
  remember: rememberSchema,
});
export type LoginForm = z.input<typeof loginFormSchema>;

/**
 * `POST /api/register` (JSON or form): an English name, a unique email, a password of 8 or
 * more confirmed, and the visitor's referral code when they came with one. Refusals carry the
 * API's message keys.
 */
export const registrationSchema = z
  .strictObject({
    name: described(
      z.string().check(
        z.trim(),
        z.minLength(2),
        z.maxLength(100),
        z.refine((v) => /^[A-Za-z]+(?:[ '.-][A-Za-z]+)*\.?$/.test(v), {
          message: 'validation.english_name',
        }),
      ),
      "English letters, spaces, . ' -",
    ),
    email,
    password: z.string().check(z.minLength(8), z.maxLength(1000)),
    password_confirmation: z.string().check(z.maxLength(1000)),
    remember: rememberSchema,
    /** The referral code the visitor came with (`?ref=`), kept with the account. */
    referral: z.nullish(
      described(
        z.string().check(z.regex(/^[\w-]{1,64}$/, { message: 'validation.invalid' })),
        "The visitor's referral code (`?ref=`): 1-64 letters, digits, _ or -",
      ),
    ),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.password !== value.password_confirmation) {
        ctx.addIssue({ code: 'custom', path: ['password'], message: 'validation.confirmed' });
      }
    }),
  );
export type Registration = z.input<typeof registrationSchema>;
