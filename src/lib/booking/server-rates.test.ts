import { describe, expect, it } from 'vitest';
import { rateFixture, ratesFixture } from '../../../contract/fixtures';
import type { Api } from '../api/client';
import { ApiError } from '../api/errors';
import { serverRates } from './server-rates';

const REQUEST = { check_in: '2026-12-01', check_out: '2026-12-04', guests: '2', currency: 'EUR' };

/** An API whose rates answer `answer` (or fail with it, or never answer until aborted). */
function ratesApi(answer: unknown) {
  const asked: { path: string; query: unknown; aborted: () => boolean }[] = [];
  const api = {
    request: (path: string, options: { query: unknown; signal?: AbortSignal }) => {
      asked.push({ path, query: options.query, aborted: () => options.signal?.aborted ?? false });
      if (answer === 'never') return new Promise(() => {});
      return answer instanceof ApiError ? Promise.reject(answer) : Promise.resolve(answer);
    },
  } as unknown as Api;
  return { api, asked };
}

describe('serverRates', () => {
  it('gives the stay’s rates with the time they were read', async () => {
    const rate = rateFixture();
    const { api, asked } = ratesApi({ data: ratesFixture([rate]) });
    const before = Date.now();
    const rates = await serverRates(api, 42, REQUEST);
    expect(asked.map(({ path, query }) => ({ path, query }))).toEqual([
      { path: '/v3/hotels/42/rates', query: REQUEST },
    ]);
    expect(rates?.result.rates).toEqual([rate]);
    expect(rates?.fetchedAt).toBeGreaterThanOrEqual(before);
  });

  it('leaves the rates to the browser when the API fails or answers off the contract', async () => {
    for (const answer of [new ApiError(503, 'Down'), { data: { rates: 'none' } }]) {
      expect(await serverRates(ratesApi(answer).api, 42, REQUEST)).toBeNull();
    }
  });

  it('stops waiting for a slow API and cancels its request', async () => {
    const { api, asked } = ratesApi('never');
    expect(await serverRates(api, 42, REQUEST, 20)).toBeNull();
    expect(asked[0]?.aborted()).toBe(true);
  });
});
