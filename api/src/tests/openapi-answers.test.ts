import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Client, json, startTestServer, type TestServer } from '../test-support.ts';
import { futureStay, pollSearch } from './helpers.ts';

// Password hashing (scrypt, N=2^17) makes sign-ins slow on small machines.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

type Schema = Record<string, unknown>;
interface Documented {
  description: string;
  content?: Record<string, { schema: Schema }>;
}
interface OpenApi {
  paths: Record<string, Record<string, { responses: Record<string, Documented> }>>;
  components: { schemas: Record<string, Schema> };
}

let server: TestServer;
let doc: OpenApi;
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
/** `METHOD path-template` of every answer checked against the document. */
const checked = new Set<string>();
/** Answers that broke the document, reported together at the end of the walk. */
const problems: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  doc = await json<OpenApi>(await fetch(`${server.url}/openapi.json`));
});
afterAll(() => server.stop());

/** The documented path template a concrete path matches (`/v3/hotels/12` -> `/v3/hotels/{id}`). */
function templateOf(path: string): string {
  const bare = path.split('?')[0]!;
  const matches = Object.keys(doc.paths).filter((template) =>
    new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(bare),
  );
  // A literal segment beats a parameter (`/v3/reservations/lookup` over `/{uuid}`).
  matches.sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0));
  const template = matches[0];
  if (!template) throw new Error(`${bare} is not in the document`);
  return template;
}

/**
 * Checks a real answer against the document: its status is documented for the operation and
 * a JSON body validates against the documented schema (components resolved by `$ref`).
 */
async function conforms(method: string, path: string, response: Response): Promise<void> {
  const template = templateOf(path);
  const operation = doc.paths[template]?.[method.toLowerCase()];
  expect(operation, `${method} ${template} is documented`).toBeTruthy();
  const documented = operation!.responses[String(response.status)];
  expect(documented, `${method} ${template} documents status ${response.status}`).toBeTruthy();
  const schema = documented!.content?.['application/json']?.schema;
  if (schema) {
    const body: unknown = await response.json();
    const validate = ajv.compile({ ...schema, components: doc.components });
    if (!validate(body)) {
      problems.push(`${method} ${template} ${response.status}: ${JSON.stringify(validate.errors)}`);
    }
  } else if (documented!.content?.['text/csv']) {
    expect(response.headers.get('content-type') ?? '').toContain('text/csv');
  } else if (response.status !== 204 && response.status !== 303) {
    // A file (its documented media type), else an HTML page.
    const media = Object.keys(documented!.content ?? {})[0] ?? 'text/html';
    expect(response.headers.get('content-type') ?? '').toContain(media);
  }
  checked.add(`${method.toUpperCase()} ${template}`);
}

/** Sends a request, checks its answer against the document, and returns the parsed JSON. */
async function call<T = Record<string, unknown>>(
  client: Client,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  expected: number,
  options: Parameters<Client['request']>[2] = {},
): Promise<T> {
  const response = await client.request(method, path, options);
  expect(response.status, `${method} ${path}`).toBe(expected);
  const copy = response.clone();
  await conforms(method, path, response);
  const text = await copy.text();
  return (text && copy.headers.get('content-type')?.includes('json') ? JSON.parse(text) : {}) as T;
}

describe('the OpenAPI document against real answers', () => {
  it('lists at least the 30 paths and 31 operations of the API', () => {
    const operations = Object.values(doc.paths).flatMap((methods) => Object.keys(methods));
    expect(Object.keys(doc.paths).length).toBeGreaterThanOrEqual(30);
    expect(operations.length).toBeGreaterThanOrEqual(31);
  });

  it('describes the answer of every operation, walked over HTTP', async () => {
    const guest = new Client(server.url);
    await call(guest, 'GET', '/sanctum/csrf-cookie', 204, { bearer: false });

    // Errors: 401 without the bearer token, 404, 422 in the Laravel shape.
    await call(guest, 'GET', '/v3/auth', 401, { bearer: false });
    await call(guest, 'GET', '/v3/agent/999999', 404);
    await call(guest, 'GET', '/v3/places/autocomplete?q=a&limit=0', 422);

    await call(guest, 'POST', '/api/register', 201, {
      json: {
        name: 'Contract Walker',
        email: 'contract@example.test',
        password: 'walk-pass-123',
        password_confirmation: 'walk-pass-123',
        remember: true,
      },
    });
    await call(guest, 'POST', '/login', 200, {
      form: { email: 'contract@example.test', password: 'walk-pass-123', remember: 'true' },
      bearer: false,
    });
    await call(guest, 'GET', '/v3/auth', 200, { bearer: false });

    await call(guest, 'GET', '/v3/agent/1001', 200);
    await call(guest, 'GET', '/v3/agency/sunny.travel', 200);
    await call(guest, 'GET', '/v3/white-label/book.partner.test', 200);
    await call(guest, 'POST', '/v3/services/proxy', 201, {
      json: { name: 'Lead Person', email: 'lead@example.test', phone: '+44 20 7946 0958' },
    });

    await call(guest, 'GET', '/v3/places/autocomplete?q=berl', 200);
    await call(guest, 'GET', '/v3/destinations/germany', 200);
    await call(guest, 'GET', '/v3/destinations/germany/berlin', 200);
    await call(guest, 'GET', '/v3/places/place-burj-khalifa', 200);

    const stay = futureStay(45, 3);
    const created = await call<{ data: { session: string } }>(
      guest,
      'POST',
      '/v3/hotels/search',
      201,
      {
        json: {
          destination: { country_slug: 'germany', destination_slug: 'berlin' },
          check_in: stay.checkIn,
          check_out: stay.checkOut,
          guests: '2',
          currency: 'EUR',
        },
      },
    );
    await pollSearch(guest, created.data.session);
    const results = await call<{
      data: {
        hotels: { id: number; slug: string; country_slug: string; destination_slug: string }[];
      };
    }>(guest, 'GET', `/v3/hotels/search/${created.data.session}`, 200);
    const card = results.data.hotels[0]!;
    await call(guest, 'GET', `/v3/hotels/${card.id}`, 200);
    await call(
      guest,
      'GET',
      `/v3/hotels/by-slug/${card.country_slug}/${card.destination_slug}/${card.slug}`,
      200,
    );
    const rates = await call<{ data: { rates: { rate_id: string; refundable: boolean }[] } }>(
      guest,
      'GET',
      `/v3/hotels/${card.id}/rates?check_in=${stay.checkIn}&check_out=${stay.checkOut}&guests=2&currency=EUR&country=IL`,
      200,
    );
    const rate = rates.data.rates.find((r) => r.refundable)!;
    const booked = await call<{ data: { uuid: string; reference: string } }>(
      guest,
      'POST',
      '/v3/bookings',
      201,
      {
        json: {
          rate_id: rate.rate_id,
          check_in: stay.checkIn,
          check_out: stay.checkOut,
          guests: '2',
          currency: 'EUR',
          holder: {
            first_name: 'Contract',
            last_name: 'Walker',
            email: 'contract@example.test',
            phone: '+972 50 765 4321',
          },
        },
      },
    );
    const uuid = booked.data.uuid;
    await call(guest, 'GET', `/v3/bookings/${uuid}`, 200);
    const pay = await call<{ data: { payment_url: string } }>(
      guest,
      'POST',
      `/v3/bookings/${uuid}/pay`,
      200,
      { json: {} },
    );
    const payPath = new URL(pay.data.payment_url).pathname;
    const browser = new Client(server.url);
    const form = await browser.get(payPath, { bearer: false });
    const html = await form.clone().text();
    await conforms('GET', payPath, form);
    const action = /action="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&');
    const submitted = await browser.post(action, {
      bearer: false,
      form: {
        card_name: 'Contract Walker',
        card_number: '4242 4242 4242 4242',
        expiry: '12/39',
        cvc: '123',
      },
    });
    expect(submitted.status).toBe(303);
    await conforms('POST', action, submitted);
    const transaction = submitted.headers.get('location')!.split('/').at(-2)!;
    const paid = await call<{ data: { documents: { voucher: string; calendar: string } } }>(
      guest,
      'GET',
      `/v3/transactions/${transaction}`,
      200,
    );
    const { voucher, calendar } = paid.data.documents;
    await call(browser, 'GET', voucher, 200, { bearer: false });
    await call(browser, 'GET', calendar, 200, { bearer: false });
    await call(browser, 'GET', voucher.replace(/sig=./, 'sig=!'), 403, { bearer: false });

    await call(guest, 'GET', '/v3/reservations', 200);
    await call(
      guest,
      'GET',
      `/v3/reservations/lookup?reference=${booked.data.reference}&email=contract@example.test`,
      200,
    );
    await call(guest, 'GET', `/v3/reservations/${uuid}`, 200);
    await call(guest, 'GET', '/v3/agent/bookings', 200);
    await call(guest, 'GET', `/v3/agent/bookings/${uuid}`, 200);
    await call(guest, 'GET', '/v3/agent/bookings.csv', 200);
    await call(guest, 'GET', '/v3/agent/markup', 403);
    await call(guest, 'GET', '/v3/vouchers', 403);
    await call(guest, 'POST', `/v3/reservations/${uuid}/cancel`, 200, { json: {} });
    await call(browser, 'GET', calendar, 404, { bearer: false });
    await call(guest, 'POST', '/logout', 204);

    // House staff have vouchers.
    const staff = new Client(server.url);
    expect((await staff.login('power@demo.test')).status).toBe(200);
    await call(staff, 'GET', '/v3/vouchers', 200);

    // An agency's owner sets the agency default; an agent their own markup.
    const owner = new Client(server.url);
    expect((await owner.login('owner@demo.test')).status).toBe(200);
    await call(owner, 'GET', '/v3/agent/markup', 200);
    await call(owner, 'PUT', '/v3/agent/markup', 200, { json: { kind: 'percent', value: 1000 } });
    await call(owner, 'PUT', '/v3/agent/markup', 422, {
      json: { kind: 'percent', value: 999_999 },
    });
    await call(owner, 'DELETE', '/v3/agent/markup', 200);
    await call(owner, 'PUT', '/v3/agencies/1001/markup', 200, {
      json: { kind: 'fixed', value: 500, currency: 'EUR' },
    });
    await call(owner, 'DELETE', '/v3/agencies/1001/markup', 200);
    await call(staff, 'PUT', '/v3/agencies/1001/markup', 403, {
      json: { kind: 'percent', value: 1000 },
    });

    // An agent's proposal: created and listed by the agent, opened by its link without an account.
    const agentRates = await call<{ data: { rates: { rate_id: string }[] } }>(
      owner,
      'GET',
      `/v3/hotels/${card.id}/rates?check_in=${stay.checkIn}&check_out=${stay.checkOut}&guests=2&currency=EUR`,
      200,
    );
    const proposal = await call<{ data: { link: string } }>(
      owner,
      'POST',
      '/v3/agent/proposals',
      201,
      { json: { rate_ids: [agentRates.data.rates[0]!.rate_id], locale: 'he' } },
    );
    await call(staff, 'POST', '/v3/agent/proposals', 403, {
      json: { rate_ids: [agentRates.data.rates[0]!.rate_id], locale: 'he' },
    });
    await call(owner, 'POST', '/v3/agent/proposals', 422, {
      json: { rate_ids: ['forged'], locale: 'he' },
    });
    await call(owner, 'GET', '/v3/agent/proposals', 200);
    await call(staff, 'GET', '/v3/agent/proposals', 403);
    const link = new URL(proposal.data.link);
    const proposalPath = `/v3/proposals/${link.pathname.split('/').at(-1)}`;
    await call(browser, 'GET', `${proposalPath}${link.search}`, 200);
    await call(browser, 'GET', `${proposalPath}?sig=forged`, 403);
    await call(browser, 'GET', `/v3/proposals/${'A'.repeat(22)}?sig=forged`, 404);

    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.filter((operation) => !checked.has(operation))).toEqual([]);
    expect(problems).toEqual([]);
  });
});
