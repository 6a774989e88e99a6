import { z } from 'zod/mini';

export { moneySchema } from '../../../contract/money';

/** The fields every hotel summary of the API shares (search cards, landing top lists). */
export const hotelSummaryFields = {
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  stars: z.nullable(z.number()),
  rating: z.nullable(z.number()),
  reviews: z.optional(z.nullable(z.number())),
  city_name: z.string(),
  country_slug: z.string(),
  destination_slug: z.string(),
  image: z.nullable(z.string()),
};
