import { z } from 'zod';
import {
  bookingCreatedSchema,
  bookingRequestSchema,
  bookingSummarySchema,
  leadSchema,
  reservationSchema,
  transactionSchema,
  voucherSchema,
} from '../../../contract/bookings.ts';
import { errorBodySchema, validationErrorBodySchema } from '../../../contract/errors.ts';
import { hotelCardSchema, searchResultsSchema } from '../../../contract/search.ts';
import { searchRequestSchema } from '../../../contract/search-request.ts';
import {
  hotelDetailSchema,
  hotelSummarySchema,
  landingSchema,
  rateSchema,
} from '../../../contract/hotels.ts';
import { suggestionSchema } from '../../../contract/suggestions.ts';
import { LOCALES } from '../../../contract/locales.ts';
import { moneySchema, priceSchema } from '../../../contract/money.ts';
import { userSchema } from '../../../contract/user.ts';
import { whiteLabelSchema } from '../../../contract/white-label.ts';
import { bodyLimitFor } from '../lib/body-limit.ts';
import { FX_FROM_EUR } from '../lib/money.ts';
import type { DocumentedOperation, Operation } from '../lib/openapi.ts';

type Schema = Record<string, unknown>;

/**
 * The named schemas of the document (`#/components/schemas/<name>`): every contract shape an
 * answer or body uses is written once there and referenced from the operations.
 */
const COMPONENTS: [string, z.core.$ZodType][] = [
  ['Money', moneySchema],
  ['Error', errorBodySchema],
  ['ValidationError', validationErrorBodySchema],
  ['User', userSchema],
  ['WhiteLabel', whiteLabelSchema],
  ['Lead', leadSchema],
  ['Suggestion', suggestionSchema],
  ['HotelSummary', hotelSummarySchema],
  ['Landing', landingSchema],
  ['SearchRequest', searchRequestSchema],
  ['HotelCard', hotelCardSchema],
  ['SearchResults', searchResultsSchema],
  ['Hotel', hotelDetailSchema],
  ['Price', priceSchema],
  ['Rate', rateSchema],
  ['BookingRequest', bookingRequestSchema],
  ['BookingCreated', bookingCreatedSchema],
  ['Reservation', reservationSchema],
  ['Transaction', transactionSchema],
  ['BookingSummary', bookingSummarySchema],
  ['Voucher', voucherSchema],
];

const COMPONENT_URI = (id: string) => `#/components/schemas/${id}`;

/** JSON Schema of the contract's zod schemas, named components referenced by `$ref`. */
interface JsonOf {
  /** A body or parameter as a client sends it (defaults may be left out). */
  input(schema: z.core.$ZodType): Schema;
  /** An answer as the API sends it. */
  output(schema: z.core.$ZodType): Schema;
  /** The named components (answers' and bodies' shapes). */
  components(): Record<string, Schema>;
}

/** A converted schema without the `$schema` and `$id` a standalone JSON Schema carries. */
function bare(schema: Schema): Schema {
  return Object.fromEntries(
    Object.entries(schema).filter(([key]) => key !== '$schema' && key !== '$id'),
  );
}

/**
 * Converts with zod's JSON Schema export. Each schema is converted inside a registry that
 * holds the named components, so a nested contract shape becomes a `$ref` to its component.
 */
function jsonSchemas(): JsonOf {
  const convert = (schema: z.core.$ZodType, io: 'input' | 'output'): Schema => {
    const registry = z.registry<{ id: string }>();
    for (const [id, component] of COMPONENTS) registry.add(component, { id });
    const named = COMPONENTS.find(([, component]) => component === schema);
    if (named) return { $ref: COMPONENT_URI(named[0]) };
    registry.add(schema, { id: '__schema' });
    const all = z.toJSONSchema(registry, { uri: COMPONENT_URI, io, unrepresentable: 'any' });
    return bare(all.schemas['__schema'] as Schema);
  };
  return {
    input: (schema) => convert(schema, 'input'),
    output: (schema) => convert(schema, 'output'),
    components() {
      const registry = z.registry<{ id: string }>();
      for (const [id, component] of COMPONENTS) registry.add(component, { id });
      const all = z.toJSONSchema(registry, {
        uri: COMPONENT_URI,
        io: 'output',
        unrepresentable: 'any',
      });
      return Object.fromEntries(COMPONENTS.map(([id]) => [id, bare(all.schemas[id] as Schema)]));
    },
  };
}

const localeParam = {
  name: 'locale',
  in: 'query',
  required: false,
  description: 'Locale of messages (unknown -> en). Every call reads it.',
  schema: bare(z.toJSONSchema(z.enum(LOCALES))),
};

function operation(
  { method, path, pathParams, operation: op }: DocumentedOperation,
  json: JsonOf,
): Schema {
  const security = op.security ?? 'bearer';
  const declared = op.params ?? [];
  const parameters: Schema[] = [
    ...pathParams.map((name) => {
      const param = declared.find((p) => p.in === 'path' && p.name === name);
      return {
        name,
        in: 'path',
        required: true,
        ...(param?.description ? { description: param.description } : {}),
        schema: json.input(param?.schema ?? z.string()),
      };
    }),
    ...declared
      .filter((p) => p.in === 'query')
      .map((p) => ({
        ...p,
        required: p.required ?? false,
        schema: json.input(p.schema ?? z.string()),
      })),
    localeParam,
  ];
  if (op.idempotent)
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description:
        '1-255 visible characters, chosen by the client per request (e.g. a UUID). The same key with the same body answers the stored answer again (header Idempotency-Replayed: true) and does the work once; the same key with another body is a 422 on idempotency_key. Keys are kept 24 hours, per signed-in user or session.',
      schema: { type: 'string', maxLength: 255 },
    });
  if (op.csrf)
    parameters.push({
      name: 'X-XSRF-TOKEN',
      in: 'header',
      required: true,
      description: 'Value of the XSRF-TOKEN cookie',
      schema: { type: 'string' },
    });
  const listed: Operation['responses'] = { ...op.responses };
  if (op.body) {
    if (op.body.json !== false && !op.body.form) listed['400'] ??= 'Malformed JSON';
    listed['413'] ??=
      `Body over ${bodyLimitFor(path.replace(/\{[^}]+\}/g, 'x')) / 1024} KB (localised message)`;
  }
  const responses: Record<string, Schema> = {};
  for (const [status, value] of Object.entries(listed)) {
    if (typeof value === 'string') {
      const schema =
        status === '422'
          ? { $ref: COMPONENT_URI('ValidationError') }
          : status === '204' || status === '303'
            ? undefined
            : { $ref: COMPONENT_URI('Error') };
      responses[status] = {
        description: value,
        ...(status === '429'
          ? {
              headers: {
                'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } },
              },
            }
          : {}),
        ...(schema ? { content: { 'application/json': { schema } } } : {}),
      };
      continue;
    }
    responses[status] = {
      description: value.description,
      ...(value.headers ? { headers: value.headers } : {}),
      ...(value.schema
        ? { content: { 'application/json': { schema: json.output(value.schema) } } }
        : value.html
          ? { content: { 'text/html': { schema: { type: 'string' } } } }
          : value.file
            ? { content: { [value.file]: { schema: { type: 'string', format: 'binary' } } } }
            : value.csv
              ? { content: { 'text/csv': { schema: { type: 'string' } } } }
              : {}),
    };
  }
  const content: Schema = {};
  const body = op.body;
  const bodySchema = body ? json.input(body.schema) : undefined;
  if (body && (body.json === true || !body.form))
    content['application/json'] = { schema: bodySchema };
  if (body?.form) {
    content['application/x-www-form-urlencoded'] = { schema: bodySchema };
    content['multipart/form-data'] = { schema: bodySchema };
  }
  return {
    tags: [op.tag],
    operationId: `${method}${path.replace(/[^a-zA-Z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    parameters,
    ...(op.body ? { requestBody: { required: true, content } } : {}),
    security:
      security === 'none'
        ? []
        : security === 'session'
          ? [{ session: [] }]
          : security === 'bearer'
            ? [{ bearer: [] }, { session: [] }]
            : [{ bearer: [] }, { session: [] }],
    responses,
  };
}

/** The paths and components of the document: they do not depend on the request. */
export interface ApiDescription {
  paths: Schema;
  schemas: Record<string, Schema>;
}

/** Converts the operations the routes declare into the paths and components of the document. */
export function describeApi(operations: DocumentedOperation[]): ApiDescription {
  const json = jsonSchemas();
  const paths: Record<string, Record<string, Schema>> = {};
  for (const documented of operations)
    (paths[documented.path] ??= {})[documented.method] = operation(documented, json);
  return { paths, schemas: json.components() };
}

/** The OpenAPI 3.1 document of the API, with `base` as its server. */
export function openApiDocument({ paths, schemas }: ApiDescription, base: string): Schema {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Hotel storefront reference booking API',
      version: '1.0.0',
      description: [
        'Reference implementation of the booking API the storefront talks to (SPEC section 7) plus hotel search, booking, payment, reservations, agents and vouchers.',
        'Conventions: every call reads ?locale= and localises messages (en and he; others fall back to en). Errors: 422 { message, errors: { field: [messages] } }; 419 { message } for a state-changing call without a valid X-XSRF-TOKEN (get it from GET /sanctum/csrf-cookie); 401 { message }; 403; 404 { message }; 409; 429 with Retry-After. Malformed JSON is 400.',
        'Signed-out calls other than /login, /v3/auth and /sanctum/csrf-cookie carry Authorization: Bearer <PUBLIC_CLIENT_TOKEN>; signed-in calls use the storefront_session cookie.',
        'Limits: each route has a body limit (413 with a localised message, before the body is read); JSON bodies refuse unknown fields (422 naming them); malformed JSON is 400. Rate limits count per client address (X-Forwarded-For is believed only from TRUSTED_PROXIES) and, for sign-in, per account; the counters live in the database (every copy of the API shares them; they survive a restart). 429 answers carry Retry-After.',
        'Ownership: a booking, its transactions and its voucher are visible and cancellable only by the user who booked, the session that made a guest booking, the agency it was booked under (its agents with the reservations action), house staff (role staff) for house bookings, or a guest proving it with reference + email. Everyone else gets the same 404 as for a booking that does not exist.',
        `Money is { amount, currency } in integer minor units. Supported currencies (fixed demo rates from EUR): ${Object.keys(FX_FROM_EUR).join(', ')}. Dates are YYYY-MM-DD; check-in today..today+365, 1-30 nights. Guests: rooms separated by |, each adults[,childAge...], e.g. 2,5,8|1.`,
        'Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined (any future expiry, any CVC).',
      ].join('\n\n'),
    },
    servers: [{ url: base }],
    tags: [
      'Auth',
      'White label',
      'Leads',
      'Places',
      'Search',
      'Hotels',
      'Bookings',
      'Payments',
      'Reservations',
      'Agents',
      'Vouchers',
    ].map((name) => ({ name })),
    paths,
    components: {
      schemas,
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'PUBLIC_CLIENT_TOKEN, for signed-out calls',
        },
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'storefront_session',
          description: 'Session cookie set by /sanctum/csrf-cookie and /login',
        },
      },
    },
  };
}
