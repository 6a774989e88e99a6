import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppEnv } from './context.ts';
import { describeRoute, documentedOperations, type Operation } from './openapi.ts';

const op = (summary: string, extra: Partial<Operation> = {}): Operation => ({
  tag: 'Test',
  summary,
  responses: { '204': 'Done' },
  ...extra,
});

describe('operations declared by the routes', () => {
  it('lists each declared route once, in OpenAPI form, and leaves the others out', async () => {
    const hotels = new Hono<AppEnv>();
    hotels.get('/v3/hotels/:id{[0-9]+}/rates', describeRoute(op('Rates')), (c) =>
      c.text(c.req.param('id')),
    );
    hotels.get('/health', (c) => c.text('ok'));
    const app = new Hono<AppEnv>();
    app.use('*', async (_c, next) => next());
    app.route('/', hotels);
    app.post('/v3/items/:uuid{[0-9a-f-]{36}}/cancel', describeRoute(op('Cancel')), (c) =>
      c.body(null, 204),
    );

    expect(
      documentedOperations(app.routes).map(({ method, path, pathParams, operation }) => [
        method,
        path,
        pathParams,
        operation.summary,
      ]),
    ).toEqual([
      ['get', '/v3/hotels/{id}/rates', ['id'], 'Rates'],
      ['post', '/v3/items/{uuid}/cancel', ['uuid'], 'Cancel'],
    ]);
    // The declaration does not get in the way of the handler.
    expect(await (await app.request('/v3/hotels/12/rates')).text()).toBe('12');
  });

  it('refuses two declarations of one method and path, whatever their parameters are called', () => {
    const app = new Hono<AppEnv>();
    app.get('/v3/a/:id', describeRoute(op('First')), (c) => c.text('1'));
    app.get('/v3/a/:key', describeRoute(op('Second')), (c) => c.text('2'));
    expect(() => documentedOperations(app.routes)).toThrow('get /v3/a/{key} is declared twice');
  });

  it('refuses a path parameter the route does not have', () => {
    const app = new Hono<AppEnv>();
    const params: Operation['params'] = [{ name: 'id', in: 'path', schema: z.int() }];
    app.get('/v3/hotels/:hotelId', describeRoute(op('Hotel', { params })), (c) => c.text(''));
    expect(() => documentedOperations(app.routes)).toThrow(
      'get /v3/hotels/{hotelId} declares a path parameter id it lacks',
    );
  });
});
