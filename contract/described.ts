import { z } from 'zod/mini';

/** The schema with a description for the OpenAPI document (zod/mini has no `.describe()`). */
export function described<T extends z.ZodMiniType>(schema: T, description: string): T {
  return schema.check(z.describe(description));
}
