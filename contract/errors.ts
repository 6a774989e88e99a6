import { z } from 'zod/mini';

/** The body of every error but validation: `{ message }`, localised. */
export const errorBodySchema = z.object({
  message: z.string().check(z.describe('Localised message')),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * A 422 (Laravel's shape): the first message and every field's messages; nested fields are
 * dotted, e.g. `holder.email`.
 */
export const validationErrorBodySchema = z.object({
  message: z.string().check(z.describe('The first error message')),
  errors: z
    .record(z.string(), z.array(z.string()))
    .check(z.describe('Field -> messages; nested fields are dotted, e.g. holder.email')),
});
export type ValidationErrorBody = z.infer<typeof validationErrorBodySchema>;
