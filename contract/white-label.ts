import { z } from 'zod/mini';
import { SOCIALS } from './socials.ts';

export { SOCIALS } from './socials.ts';

/** A light/dark pair of the white-label settings. */
export const colorPairSchema = z.object({
  light: z.nullable(z.string()),
  dark: z.nullable(z.string()),
});
export type ColorPair = z.infer<typeof colorPairSchema>;

const colour = z.nullable(colorPairSchema);

/** White-label settings (SPEC section 3): `GET /v3/agent/{fid}`, `/v3/agency/{host}`, `/v3/white-label/{host}`. */
export const whiteLabelSchema = z.object({
  id: z.int(),
  fid: z.int(),
  white_label: z.boolean(),
  name: z.nullable(z.string()),
  title: z.nullable(z.string()),
  favicon: z.nullable(z.string().check(z.describe('Absolute URL'))),
  icon: z.nullable(z.string().check(z.describe('Absolute URL'))),
  home_page_title: z.nullable(z.string()),
  translations: z.record(
    z.string(),
    z.object({
      name: z.optional(z.nullable(z.string())),
      title: z.optional(z.nullable(z.string())),
      home_page_title: z.optional(z.nullable(z.string())),
    }),
  ),
  colors: z.object({
    brand: colour,
    bgBrand: colour,
    bgBrandAlt: colour,
    textBrand: colour,
    textBrandAlt: colour,
  }),
  logo: colorPairSchema,
  background: colorPairSchema,
  socials: z.partialRecord(z.enum(SOCIALS), z.nullable(z.string())),
});
export type WhiteLabel = z.infer<typeof whiteLabelSchema>;
