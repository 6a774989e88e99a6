import { z } from 'zod/mini';
import { moneySchema as MoneySchema, priceSchema as PriceSchema } from '../../../contract/money';
import { BOARDS } from './rates';

const slug = z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/));

/** `POST /v3/bookings` answer (its `data`): the new booking, re-priced. */
export const BookingCreatedSchema = z.object({
  uuid: z
    .string()
    .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i)),
  reference: z.string(),
  status: z.string(),
  price: PriceSchema,
  price_changed: z.boolean(),
  previous_price: z.optional(MoneySchema),
});

export type BookingCreated = z.infer<typeof BookingCreatedSchema>;

/** `GET /v3/bookings/{uuid}` (its `data`): what the payment page summarises. */
export const BookingSchema = z.object({
  uuid: z.string(),
  reference: z.string(),
  status: z.enum(['pending_payment', 'confirmed', 'cancelled', 'expired']),
  hotel: z.nullable(
    z.object({
      id: z.number(),
      slug,
      name: z.string(),
      stars: z.catch(z.nullable(z.number()), null),
      address: z.catch(z.string(), ''),
      image: z.catch(z.nullable(z.string()), null),
      city_name: z.string(),
      country_code: z.string(),
      country_slug: slug,
      destination_slug: slug,
    }),
  ),
  room: z.object({ code: z.string(), name: z.string() }),
  board: z.enum(BOARDS),
  refundable: z.boolean(),
  check_in: z.string(),
  check_out: z.string(),
  nights: z.number(),
  guests: z.string(),
  holder: z.catch(z.record(z.string(), z.string()), {}),
  price: PriceSchema,
  cancellation: z.object({ free_until: z.nullable(z.string()), penalty: MoneySchema }),
});

export type Booking = z.infer<typeof BookingSchema>;
