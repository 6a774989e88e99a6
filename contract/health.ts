import { z } from 'zod/mini';

/**
 * `GET /health`: the API is up, and where its mail goes: `smtp` (a mail server), `capture`
 * (demo mode keeps it for the demo mail viewer) or `off` (no mail is sent). Read leniently: an
 * API that does not say is taken to send mail.
 */
export const healthSchema = z.object({
  status: z.string(),
  mail: z.catch(z.enum(['smtp', 'capture', 'off']), 'smtp'),
});
export type Health = z.infer<typeof healthSchema>;
