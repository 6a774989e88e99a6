import { z } from 'zod/mini';
import { STAY_LIMITS } from './stay.ts';

/** A calendar date written YYYY-MM-DD. */
export const dateSchema = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/), z.describe('Date YYYY-MM-DD'));

/** Rooms separated by `|`, each `adults[,childAge...]`: `2,5,8|1`. */
export const guestsSchema = z
  .string()
  .check(
    z.describe(
      `Rooms separated by |, each adults[,childAge...]: 2,5,8|1. ${STAY_LIMITS.rooms.min}-${STAY_LIMITS.rooms.max} rooms, ${STAY_LIMITS.adults.min}-${STAY_LIMITS.adults.max} adults, 0-${STAY_LIMITS.children.max} children aged 0-${STAY_LIMITS.children.maxAge}`,
    ),
  );
