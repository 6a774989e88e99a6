import { fetchRates } from '../api/hotel-calls';
import type { Api } from '../api/client';
import { withinDeadline } from '../deadline';
import type { RatesRequest } from '../../../contract/hotels';
import type { RatesResult } from './rates';

/**
 * How long a hotel page's render waits for its rates before leaving them to the browser. The
 * page is cached whole by the front server (server/page-cache.ts), so a wait is paid once per
 * stay and minute, not once per visitor.
 */
export const SERVER_RATES_WAIT_MS = 800;

/** Rates a hotel page rendered on the server, with the time the API gave them. */
export interface ServerRates {
  result: RatesResult;
  /** When the API answered (ms since the epoch): the island asks again when they are old. */
  fetchedAt: number;
}

/**
 * The rates a hotel page renders with its HTML (issue 30): the answer to the stay's request
 * when the API gives one within `waitMs`; null when it is slow, fails or answers off the
 * contract, and the browser asks and explains (a localised message, a retry) as before.
 */
export async function serverRates(
  api: Api,
  hotelId: number,
  request: RatesRequest,
  waitMs = SERVER_RATES_WAIT_MS,
): Promise<ServerRates | null> {
  try {
    const result = await withinDeadline(waitMs, (signal) =>
      fetchRates(api, hotelId, request, { signal }),
    );
    return result ? { result, fetchedAt: Date.now() } : null;
  } catch {
    return null;
  }
}
